import { sql } from 'drizzle-orm';
import { pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import type { OutboxDatabase } from '../events/outbox-database';

/**
 * One row per scheduled job in the service's own schema: when it last ran and how it went, when it is due
 * next, and until when a replica holds it. Created at start-up like the rate-limit table, so the three
 * services that schedule jobs need no migration of their own for it.
 */
export function scheduledJobsTable(schemaName: string) {
  return pgSchema(schemaName).table('scheduled_jobs', {
    name: text('name').primaryKey(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastResult: text('last_result'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  });
}

export type ScheduledJobsTable = ReturnType<typeof scheduledJobsTable>;

/** Replicas starting together may race to create the schema or table; the loser's error means it exists. */
function ignoreConcurrentCreation(error: unknown): void {
  const codes = new Set(['23505', '42P07', '42P06']);
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === undefined || !codes.has(code)) throw error;
}

export async function createScheduledJobsTable(db: OutboxDatabase, schemaName: string): Promise<void> {
  const schema = sql.identifier(schemaName);
  await db.execute(sql`create schema if not exists ${schema}`).catch(ignoreConcurrentCreation);
  await db
    .execute(
      sql`create table if not exists ${schema}."scheduled_jobs" (
        "name" text primary key not null,
        "last_run_at" timestamp with time zone,
        "last_result" text,
        "next_run_at" timestamp with time zone not null,
        "locked_until" timestamp with time zone
      )`,
    )
    .catch(ignoreConcurrentCreation);
}
