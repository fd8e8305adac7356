import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ShortLinkClick } from '@app/contracts';
import {
  authenticate,
  internalToken,
  memoryCounters,
  openRedis,
  redisCounters,
  type CounterStore,
  type RedisClient,
  type WindowCounter,
} from '@app/service-kit';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import { clickFlusher, type ClickFlusher } from './click-flusher';
import { clickJournal, type ClickJournal } from './click-journal';
import type { ClickQueue } from './click-queue';
import { linkResolver } from './link-resolver';
import { redisClickStream } from './redis-click-stream';
import { revocationFeed, type RevocationFeed } from './revocation-feed';
import { memoryShortLinkCache, redisShortLinkCache } from './short-link-cache';
import { shortLinkRedirects } from './short-link-redirects';
import { sharingLinksOverHttp, type SharingLinks } from './sharing-links';

/** How long a stopping gateway keeps trying to hand its queued clicks to sharing (they stay in the queue anyway). */
const FINAL_FLUSH_MS = 3_000;
/** How long a stopping gateway waits for a send already on its way. */
const STOP_WAIT_MS = 1_000;

export interface ShortLinks {
  /** Answers `GET`/`HEAD /s/{code}`; everything else goes on. */
  handler: RequestHandler;
  /** The link was revoked: it is followed no more from now on (on this replica, or every replica with Redis). */
  forget(code: string): void;
  /** Tests: resolves once every queued click has been sent. */
  drained(): Promise<void>;
  /** Tests: one read of the revocation feed now. */
  readRevocations(): Promise<void>;
  close(): Promise<void>;
}

/** What a test replaces: the sharing service, the clock. */
export interface ShortLinksParts {
  sharing?: SharingLinks;
  now?: () => number;
}

/**
 * The gateway's short links: the links cached (in its memory, or in Redis with REDIS_URL, shared by the replicas);
 * revoked links dropped from it, as the owner's revocation passes through this gateway (`forget`) and, for every
 * replica and every other revocation (a deleted analysis or account), from sharing's feed within about a second;
 * and the clicks queue (an append-only journal in
 * `DATA_DIR/gateway/`, or a Redis stream with the journal as its fallback) flushed to sharing. The journal is
 * named by the gateway's port: two gateways on one machine never write the same file. The background work starts
 * with the first short link, or at once when a journal is left to send or Redis is shared.
 */
export function shortLinks(config: GatewayConfig, logger: Logger, parts: ShortLinksParts = {}): ShortLinks {
  let token: string | undefined;
  const sharing =
    parts.sharing ??
    sharingLinksOverHttp({
      upstreams: config.SHARING_URL,
      token: () => (token ??= internalToken(config)),
    });
  const redis: RedisClient | undefined = config.REDIS_URL
    ? openRedis(config.REDIS_URL, (error) => logger.warn({ err: error }, 'short-link cache and click stream (Redis) unavailable'))
    : undefined;
  void redis?.connect().catch(() => {});
  const cache = redis
    ? redisShortLinkCache(redis, (error) => logger.debug({ err: error }, 'short-link cache read failed'))
    : memoryShortLinkCache();
  const stream = redis ? redisClickStream(redis) : undefined;
  const counters: Promise<CounterStore> = config.REDIS_URL
    ? redisCounters(config.REDIS_URL, 'gateway', (error) => logger.debug({ err: error }, 'visit counters (Redis) unavailable')).catch(() =>
        memoryCounters(),
      )
    : Promise.resolve(memoryCounters());
  const visits: WindowCounter = {
    hit: async (key) => (await counters).counter('short-link-visits', 60_000).hit(key),
    undo: async (key) => (await counters).counter('short-link-visits', 60_000).undo(key),
    reset: async (key) => (await counters).counter('short-link-visits', 60_000).reset(key),
  };

  const journalDir = path.join(config.DATA_DIR, 'gateway');
  const journalName = `clicks-${config.PORT}`;
  let running: { journal: ClickJournal; flusher: ClickFlusher; feed: RevocationFeed } | undefined;
  const start = () =>
    (running ??= (() => {
      const journal = clickJournal(journalDir, journalName, { onWarning: (message) => logger.warn(message) });
      const queues: ClickQueue[] = stream ? [stream, journal] : [journal];
      return { journal, flusher: clickFlusher({ queues, sharing, logger }), feed: revocationFeed({ sharing, cache, logger }) };
    })());
  if (redis || existsSync(path.join(journalDir, `${journalName}.journal`))) start();

  let streamFailing = false;
  async function queueClick(click: ShortLinkClick) {
    const { journal, flusher } = start();
    try {
      if (stream) {
        try {
          await stream.add(click);
          streamFailing = false;
          return;
        } catch {
          if (!streamFailing) logger.warn('click stream (Redis) unavailable; clicks go to the journal meanwhile');
          streamFailing = true;
        }
      }
      await journal.add(click);
    } finally {
      flusher.wake();
    }
  }

  const handler = shortLinkRedirects({
    links: linkResolver({ cache, sharing, now: parts.now }),
    queueClick,
    visits,
    visitLimitPerMinute: config.VISIT_RATE_LIMIT_PER_MINUTE,
    authenticate: authenticate({ jwksUrl: config.IDENTITY_JWKS_URL }),
    logger,
  });

  return {
    handler,
    forget: (code) => {
      // The memory cache drops it at once; Redis runs the drop before any later read on the same connection.
      cache
        .drop([code])
        .catch((error: unknown) => logger.warn({ err: error }, 'a revoked short link stays cached until the feed drops it'));
    },
    drained: () => start().flusher.drained(),
    readRevocations: () => start().feed.poll(),
    close: async () => {
      if (running) {
        const { journal, flusher, feed } = running;
        const giveUp = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
        feed.stop();
        await Promise.race([flusher.drained(), giveUp(FINAL_FLUSH_MS)]);
        // A send still on its way is not waited for: unacknowledged, its clicks are sent again after the restart.
        await Promise.race([flusher.stop(), giveUp(STOP_WAIT_MS)]);
        await journal.close();
      }
      await (await counters).close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
