import type { ShortLinkClick } from '@app/contracts';

/** Clicks taken from a queue together; `ack` once sharing has counted them, and they leave the queue. */
export interface ClickBatch {
  clicks: ShortLinkClick[];
  ack(): Promise<void>;
}

/**
 * Where answered clicks wait to be counted by sharing. `add` returns once the click is kept (written to the
 * journal, or in Redis), before the visitor is redirected. `next` hands out the oldest clicks not yet acknowledged:
 * until `ack`, the same clicks are handed out again (sharing skips those it has already counted).
 */
export interface ClickQueue {
  add(click: ShortLinkClick): void | Promise<void>;
  next(max: number): Promise<ClickBatch | undefined>;
  close(): Promise<void>;
}
