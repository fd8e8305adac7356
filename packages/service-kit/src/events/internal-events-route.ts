import { eventEnvelopeSchema, eventSchemas, isEventType, type EventOf, type EventType } from '@app/contracts';
import { Router, type Request, type Response } from 'express';
import { jsonBody } from '../http/json-body';
import { validate } from '../http/validate';
import type { OutboxDatabase } from './outbox-database';
import type { OutboxTables } from './outbox-tables';
import { requireInternalToken } from './require-internal-token';

export const INTERNAL_EVENTS_PATH = '/internal/events';

/** A consumer's reaction to one event type; its writes go through `tx`, with the record of the event. */
export type EventHandlers = { [T in EventType]?: (event: EventOf<T>, tx: OutboxDatabase) => Promise<void> };

export interface InternalEventsRouteOptions {
  token: string;
  db: OutboxDatabase | (() => OutboxDatabase);
  tables: OutboxTables;
  handlers: EventHandlers;
}

/**
 * `POST /internal/events`, where the outbox dispatchers of other services deliver. Mount it on the
 * service's `root` router (`ctx.root.use(internalEventsRoute(...))`): the gateway only forwards
 * `/api/...`, so this path is reachable from the machine's services only, and the token is checked too.
 *
 * Each event id is handled once: the id is recorded in `processed_events` in the same transaction as
 * the handler's writes, so a redelivered event is answered 200 without running the handler again, and
 * a handler that fails leaves no record (500, the producer retries). An event type without a handler
 * is acknowledged (202) so it does not hold up the producer's outbox.
 */
export function internalEventsRoute({ token, db, tables, handlers }: InternalEventsRouteOptions): Router {
  const database = typeof db === 'function' ? db : () => db;
  const router = Router();
  router.post(INTERNAL_EVENTS_PATH, requireInternalToken(token), jsonBody({ limit: '256kb' }), async (req: Request, res: Response) => {
    const envelope = validate(eventEnvelopeSchema, req.body);
    const handler = isEventType(envelope.type)
      ? (handlers[envelope.type] as ((event: unknown, tx: OutboxDatabase) => Promise<void>) | undefined)
      : undefined;
    if (!handler || !isEventType(envelope.type)) {
      req.log?.warn({ eventId: envelope.id, type: envelope.type }, 'event without a handler acknowledged');
      res.status(202).json({ status: 'ignored' });
      return;
    }
    const event = validate(eventSchemas[envelope.type], req.body);
    const { processedEvents } = tables;
    const status = await database().transaction(async (tx) => {
      const recorded = await tx
        .insert(processedEvents)
        .values({ eventId: event.id })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      if (recorded.length === 0) return 'duplicate' as const;
      await handler(event, tx);
      return 'processed' as const;
    });
    res.status(200).json({ status });
  });
  return router;
}
