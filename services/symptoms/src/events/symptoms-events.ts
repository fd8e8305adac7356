import { internalEventsRoute, outboxTables, type EventHandlers, type ServiceDatabase } from '@app/service-kit';
import type { Router } from 'express';
import * as schema from '../db/schema';
import { deleteUserAnalyses } from '../storage/account-analyses';

const handlers: EventHandlers = {
  'user.deleted': (event, tx) => deleteUserAnalyses(tx, event.payload.userId),
};

/**
 * `POST /internal/events` at the site root, where identity's outbox delivers. Symptoms sends no events
 * yet, so only `processed_events` is in its schema; the route never touches the outbox table.
 */
export function symptomsEventsRoute({ db, token }: { db: () => ServiceDatabase<typeof schema>; token: string }): Router {
  const tables = { outbox: outboxTables('symptoms').outbox, processedEvents: schema.processedEvents };
  return internalEventsRoute({ token, db, tables, handlers });
}
