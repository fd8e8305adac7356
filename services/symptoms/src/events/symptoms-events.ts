import { internalEventsRoute, type EventHandlers, type ServiceDatabase } from '@app/service-kit';
import type { Router } from 'express';
import * as schema from '../db/schema';
import { deleteUserAnalyses } from '../storage/account-analyses';

const handlers: EventHandlers = {
  'user.deleted': (event, tx) => deleteUserAnalyses(tx, event.payload.userId),
};

/** `POST /internal/events` at the site root, where identity's outbox delivers. */
export function symptomsEventsRoute({ db, token }: { db: () => ServiceDatabase<typeof schema>; token: string }): Router {
  return internalEventsRoute({ token, db, tables: { outbox: schema.outbox, processedEvents: schema.processedEvents }, handlers });
}
