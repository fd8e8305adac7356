import { internalEventsRoute, type EventHandlers, type OutboxDatabase } from '@app/service-kit';
import type { Router } from 'express';
import { outbox, processedEvents } from '../db/schema';
import { deleteCredentials } from '../deletion/delete-credentials';

const handlers: EventHandlers = {
  'user.deletion_requested': (event, tx) => deleteCredentials(tx, event.payload),
};

/** `POST /internal/events` at the site root, where account's outbox delivers (IDENTITY_EVENTS_URL there). */
export function identityEventsRoute({ db, token }: { db: () => OutboxDatabase; token: string }): Router {
  return internalEventsRoute({ token, db, tables: { outbox, processedEvents }, handlers });
}
