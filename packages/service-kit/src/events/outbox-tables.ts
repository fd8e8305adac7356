import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox and the consumer's record of handled events, in a service's own schema.
 * A service spreads them into its `db/schema.ts` (`export const { outbox, processedEvents } =
 * outboxTables('identity')`) so drizzle-kit writes them into its migrations.
 */
export function outboxTables(schemaName: string) {
  const schema = pgSchema(schemaName);
  const outbox = schema.table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      type: text('type').notNull(),
      payload: jsonb('payload').notNull(),
      occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
      /** Insertion order, to keep events of the same millisecond in order. */
      sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
      deliveredAt: timestamp('delivered_at', { withTimezone: true }),
      lastError: text('last_error'),
    },
    (table) => [
      index('outbox_undelivered_idx')
        .on(table.occurredAt, table.sequence)
        .where(sql`${table.deliveredAt} is null`),
    ],
  );
  const processedEvents = schema.table('processed_events', {
    eventId: uuid('event_id').primaryKey(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  });
  return { outbox, processedEvents };
}

export type OutboxTables = ReturnType<typeof outboxTables>;
