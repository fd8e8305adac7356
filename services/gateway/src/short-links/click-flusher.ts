import { MAX_CLICKS_PER_BATCH } from '@app/contracts';
import type { Logger } from 'pino';
import type { ClickQueue } from './click-queue';
import type { SharingLinks } from './sharing-links';

/** Waits after a failed send: doubling from the first to the last. */
export const RETRY_FIRST_MS = 500;
export const RETRY_LAST_MS = 30_000;
/** With nothing to send, the queues are looked at again after this long even if no click woke the flusher. */
const IDLE_MS = 1_000;
/**
 * After a batch that was not full, the next waits this long for more clicks: under load sharing gets a few large
 * batches a second rather than a stream of small ones (each a transaction), and a quiet link is counted in a moment.
 */
export const LINGER_MS = 100;

export interface ClickFlusher {
  /** A click was queued: send it soon. */
  wake(): void;
  /** Resolves once every queue is empty (tests, shutdown). */
  drained(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends the queued clicks to sharing in batches, one batch at a time, oldest first, and removes a batch from its
 * queue only once sharing answered it: a failed send is retried (with growing waits) with the same clicks, and
 * sharing counts each click id once however often it comes. Clicks queued while a batch is on its way go in the
 * next one, so the batches grow with the load.
 */
export function clickFlusher({
  queues,
  sharing,
  logger,
  retryFirstMs = RETRY_FIRST_MS,
  lingerMs = LINGER_MS,
}: {
  queues: readonly ClickQueue[];
  sharing: Pick<SharingLinks, 'recordClicks'>;
  logger: Logger;
  retryFirstMs?: number;
  lingerMs?: number;
}): ClickFlusher {
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let markIdle: (() => void) | undefined;
  let retryMs = retryFirstMs;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Sends one batch from the first queue that has one: how many clicks it held, or undefined when every queue is empty. */
  async function sendOne(): Promise<number | undefined> {
    for (const queue of queues) {
      const batch = await queue.next(MAX_CLICKS_PER_BATCH);
      if (!batch) continue;
      if (batch.clicks.length > 0) await sharing.recordClicks(batch.clicks);
      await batch.ack();
      return batch.clicks.length;
    }
    return undefined;
  }

  async function run() {
    while (!stopped) {
      try {
        const sent = await sendOne();
        if (sent !== undefined) {
          retryMs = retryFirstMs;
          // Not cut short by new clicks: gathering them is the point.
          if (sent < MAX_CLICKS_PER_BATCH && lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs).unref());
          continue;
        }
        markIdle?.();
        await pause(IDLE_MS);
      } catch (error) {
        logger.warn({ err: error, retryInMs: retryMs }, 'short-link clicks not sent yet; they stay queued');
        await pause(retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_LAST_MS);
      }
    }
  }
  const running = run();

  return {
    wake: () => wakeUp?.(),
    drained: () =>
      new Promise<void>((resolve) => {
        markIdle = resolve;
        wakeUp?.();
      }),
    stop: async () => {
      stopped = true;
      wakeUp?.();
      await running;
    },
  };
}
