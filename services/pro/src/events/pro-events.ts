import { internalEventsRoute, outboxTables, type EventHandlers, type OutboxDatabase } from '@app/service-kit';
import type { Router } from 'express';
import { processedEvents } from '../db/schema';
import { deleteSubscriber } from '../subscribers/subscriber-data';

const handlers: EventHandlers = {
  'user.deleted': (event, tx) => deleteSubscriber(tx, event.payload.userId),
};

/**
 * `POST /internal/events` at the site root, where identity's outbox delivers (PRO_EVENTS_URL there).
 * Pro sends no events, so only `processed_events` is in its schema; the route never touches the outbox table.
 */
export function proEventsRoute({ db, token }: { db: () => OutboxDatabase; token: string }): Router {
  return internalEventsRoute({ token, db, tables: { outbox: outboxTables('pro').outbox, processedEvents }, handlers });
}
