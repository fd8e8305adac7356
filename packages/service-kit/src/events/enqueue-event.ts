import { randomUUID } from 'node:crypto';
import { eventSchemas, type EventOf, type EventPayload, type EventType } from '@app/contracts';
import type { OutboxDatabase } from './outbox-database';
import type { OutboxTables } from './outbox-tables';

export interface NewEvent<T extends EventType> {
  type: T;
  payload: EventPayload<T>;
  /** Defaults to a fresh uuid; consumers deduplicate on it. */
  id?: string;
  occurredAt?: Date;
}

/**
 * Writes an event to the outbox with `tx`, the transaction of the change it reports: both are kept or
 * both rolled back, so a consumer never hears of a change that did not happen, nor misses one that did.
 * The event is checked against its contract here, because a malformed row would be retried forever.
 */
export async function enqueueEvent<T extends EventType>(tx: OutboxDatabase, tables: OutboxTables, event: NewEvent<T>): Promise<EventOf<T>> {
  const occurredAt = event.occurredAt ?? new Date();
  const envelope = { id: event.id ?? randomUUID(), type: event.type, occurredAt: occurredAt.toISOString(), payload: event.payload };
  const checked = eventSchemas[event.type].safeParse(envelope);
  if (!checked.success) throw new Error(`refusing to enqueue an invalid ${event.type} event: ${checked.error.message}`);
  await tx.insert(tables.outbox).values({ id: envelope.id, type: envelope.type, payload: envelope.payload, occurredAt });
  return checked.data as EventOf<T>;
}
