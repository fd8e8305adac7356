import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@app/contracts';
import type { OutboxDatabase } from './outbox-database';
import type { OutboxTables } from './outbox-tables';

export const INTERNAL_TOKEN_HEADER = 'X-Internal-Token';

export interface OutboxDispatcherOptions {
  db: OutboxDatabase;
  logger: Logger;
  tables: OutboxTables;
  /** Event type → the internal endpoints (`http://127.0.0.1:4002/internal/events`) that receive it. */
  subscribers: Record<string, readonly string[]>;
  /** Sent as `X-Internal-Token`; see `internalToken()`. */
  token: string;
  /** Pause between polls once nothing is due. */
  intervalMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** First retry delay; doubled after each failed attempt up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Per subscriber request. */
  requestTimeoutMs?: number;
  /**
   * How long a claimed row stays reserved to this dispatcher before another may retry it. The lease is
   * renewed while the row is being delivered, so it can be short: a dispatcher killed mid-delivery (its
   * process restarted by the supervisor) delays the row by no more than this.
   */
  leaseMs?: number;
  /**
   * Event types whose rows are deleted once delivered instead of kept as delivered: events about a
   * user who asked to be forgotten (`user.deleted`) must not outlive their delivery.
   */
  forgetOnDelivery?: readonly string[];
}

export interface OutboxDispatcher {
  /** Stops polling, aborts deliveries in flight (they will be retried) and resolves once idle. */
  stop(): Promise<void>;
}

type OutboxRow = OutboxTables['outbox']['$inferSelect'];

/** Exponential back-off: retryDelay × 2^(attempts−1), capped. */
export function retryDelay(attempts: number, retryDelayMs: number, maxRetryDelayMs: number): number {
  return Math.min(maxRetryDelayMs, retryDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox to its subscribers: every undelivered event, oldest first, is POSTed as a JSON
 * envelope to each subscriber of its type and marked delivered once all of them answered 2xx.
 *
 * Order is kept by delivering head first: while the oldest undelivered event waits for its retry, the
 * later ones wait too (a `user.deleted` must not overtake its `user.registered`). A failed event is
 * retried with exponential back-off, to every subscriber again, so consumers must be idempotent
 * (`internalEventsRoute` is). Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so several
 * instances never send the same event at the same time and a crashed instance's claim expires.
 */
export function startOutboxDispatcher({
  db,
  logger,
  tables,
  subscribers,
  token,
  intervalMs = 500,
  batchSize = 50,
  retryDelayMs = 1_000,
  maxRetryDelayMs = 5 * 60_000,
  requestTimeoutMs = 10_000,
  leaseMs = 3_000,
  forgetOnDelivery = [],
}: OutboxDispatcherOptions): OutboxDispatcher {
  const { outbox } = tables;
  const forgotten = new Set(forgetOnDelivery);
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** Reserves the oldest undelivered events that are due, stopping at the first one that is not. */
  async function claim(): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const oldest = await tx
        .select()
        .from(outbox)
        .where(isNull(outbox.deliveredAt))
        .orderBy(asc(outbox.occurredAt), asc(outbox.sequence))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const now = Date.now();
      const firstNotDue = oldest.findIndex((row) => row.nextAttemptAt.getTime() > now);
      const due = firstNotDue === -1 ? oldest : oldest.slice(0, firstNotDue);
      if (due.length > 0) {
        await tx
          .update(outbox)
          .set({ nextAttemptAt: new Date(now + leaseMs) })
          .where(
            inArray(
              outbox.id,
              due.map((row) => row.id),
            ),
          );
      }
      return due;
    });
  }

  async function post(url: string, envelope: EventEnvelope): Promise<void> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
      body: JSON.stringify(envelope),
      signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(requestTimeoutMs)]),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const envelope: EventEnvelope = {
      id: row.id,
      type: row.type,
      occurredAt: row.occurredAt.toISOString(),
      payload: row.payload as EventEnvelope['payload'],
    };
    const results = await Promise.allSettled((subscribers[row.type] ?? []).map((url) => post(url, envelope)));
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [errorText(result.reason)] : []));
    if (failures.length > 0) throw new Error(failures.join('; '));
  }

  /**
   * Keeps the lease on the rows still pending while they are delivered. `settled()` waits for a renewal in
   * flight, so that it never lands after (and overwrites) a row's outcome.
   */
  function holdLease(pending: Set<string>) {
    async function renew() {
      try {
        await db
          .update(outbox)
          .set({ nextAttemptAt: new Date(Date.now() + leaseMs) })
          .where(and(inArray(outbox.id, [...pending]), isNull(outbox.deliveredAt)));
      } catch (error) {
        logger.warn({ error: errorText(error) }, 'outbox lease renewal failed');
      }
    }
    let renewal: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      if (pending.size > 0) renewal = renew();
    }, leaseMs / 3);
    return {
      settled: () => renewal,
      release: () => clearInterval(timer),
    };
  }

  /** Delivers claimed rows in order; after a failure the rest are released to wait behind it. */
  async function deliverClaimed(rows: OutboxRow[]): Promise<boolean> {
    const pending = new Set(rows.map((row) => row.id));
    const lease = holdLease(pending);
    try {
      return await deliverInOrder(rows, pending, lease.settled);
    } finally {
      lease.release();
    }
  }

  async function deliverInOrder(rows: OutboxRow[], pending: Set<string>, leaseSettled: () => Promise<unknown>): Promise<boolean> {
    for (const [index, row] of rows.entries()) {
      const attempts = row.attempts + 1;
      try {
        await deliver(row);
        pending.delete(row.id);
        await leaseSettled();
        if (forgotten.has(row.type)) await db.delete(outbox).where(eq(outbox.id, row.id));
        else await db.update(outbox).set({ deliveredAt: new Date(), attempts, lastError: null }).where(eq(outbox.id, row.id));
      } catch (error) {
        pending.clear();
        await leaseSettled();
        const delay = retryDelay(attempts, retryDelayMs, maxRetryDelayMs);
        const lastError = errorText(error).slice(0, 1000);
        await db
          .update(outbox)
          .set({ attempts, lastError, nextAttemptAt: new Date(Date.now() + delay) })
          .where(eq(outbox.id, row.id));
        const rest = rows.slice(index + 1).map((later) => later.id);
        if (rest.length > 0)
          await db
            .update(outbox)
            .set({ nextAttemptAt: new Date() })
            .where(and(inArray(outbox.id, rest), isNull(outbox.deliveredAt)));
        logger.warn({ eventId: row.id, type: row.type, attempts, retryInMs: delay, error: lastError }, 'event delivery failed');
        return false;
      }
    }
    return true;
  }

  async function round(): Promise<void> {
    try {
      while (!stopping.signal.aborted) {
        const rows = await claim();
        if (rows.length === 0 || !(await deliverClaimed(rows))) return;
      }
    } catch (error) {
      logger.error({ err: error }, 'outbox dispatch failed');
    }
  }

  function schedule(delay: number) {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delay);
  }

  schedule(0);
  return {
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}
