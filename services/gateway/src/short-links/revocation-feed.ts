import type { Logger } from 'pino';
import { LINK_TTL_MS } from './link-resolver';
import type { ShortLinkCache } from './short-link-cache';
import type { SharingLinks } from './sharing-links';

/** How often each gateway reads the feed: about the longest a revoked link is still followed. */
export const REVOCATION_POLL_MS = 1_000;

/**
 * How far back each read reaches before the previous one's `until`. A revocation is stamped when its transaction
 * starts and seen when it commits, so one committed late is still read; and a link cached (by this replica, or by
 * another in Redis) from a lookup that raced its revocation is dropped again by a later read.
 */
export const REVOCATION_OVERLAP_MS = LINK_TTL_MS;

export interface RevocationFeed {
  /** One read of the feed now (the poller's step; tests call it directly). */
  poll(): Promise<void>;
  stop(): void;
}

/**
 * Every gateway replica reads sharing's feed of revoked codes every second and drops them from the cache it uses,
 * its own memory or the shared Redis. The feed is a table in sharing's database, so no replica can miss a revocation
 * (a message could be lost while a replica is away): the read position only moves on once the codes are dropped,
 * and an overflowing feed empties the whole cache. Cached links also expire by themselves (LINK_TTL_MS).
 */
export function revocationFeed({
  sharing,
  cache,
  logger,
  intervalMs = REVOCATION_POLL_MS,
}: {
  sharing: Pick<SharingLinks, 'revocationsSince'>;
  cache: ShortLinkCache;
  logger: Logger;
  intervalMs?: number;
}): RevocationFeed {
  let since: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;

  async function poll(): Promise<void> {
    const { codes, until, complete } = await sharing.revocationsSince(since);
    if (!complete) await cache.clear();
    else await cache.drop(codes);
    since = new Date(Date.parse(until) - REVOCATION_OVERLAP_MS).toISOString();
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      poll()
        .then(
          () => {
            if (failing) logger.info('short-link revocation feed readable again');
            failing = false;
          },
          (error: unknown) => {
            if (!failing) logger.warn({ err: error }, 'short-link revocation feed unreadable; cached links expire by themselves');
            failing = true;
          },
        )
        .finally(schedule);
    }, intervalMs);
    // The feed alone never keeps the process running.
    timer.unref();
  }
  schedule();

  return {
    poll,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
