import { internalEventsRoute, internalToken, type EventHandlers } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { outbox, processedEvents } from '../db/schema';
import { markDeletionCompleted } from '../privacy/deletion-request-repository';
import { deleteUserData } from './deleted-user';
import { createRegisteredUser } from './registered-user';

const handlers: EventHandlers = {
  'user.registered': (event, tx) => createRegisteredUser(tx, event),
  'user.deleted': (event, tx) => deleteUserData(tx, event.payload.userId),
  'user.deletion_completed': (event, tx) => markDeletionCompleted(tx, event.payload.requestId, new Date()),
};

/** `POST /internal/events` at the site root, where identity's outbox delivers (ACCOUNT_EVENTS_URL there). */
export function accountEventsRoute(ctx: AccountContext): Router {
  return internalEventsRoute({ token: internalToken(ctx.config), db: () => ctx.db, tables: { outbox, processedEvents }, handlers });
}
