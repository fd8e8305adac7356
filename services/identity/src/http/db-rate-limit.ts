import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { AppError, type ServiceDatabase } from '@app/service-kit';
import type { RequestHandler } from 'express';
import type { Clock } from '../clock';
import * as schema from '../db/schema';
import { rateLimitHits } from '../db/schema';

const DAY_MS = 86_400_000;

export interface RateLimitRule {
  /** Names the counter, e.g. `email-exists`. */
  bucket: string;
  limit: number;
  /** At most a day. */
  windowMs: number;
}

/** Counts one hit for `key`; answers the seconds to wait when the window's limit is passed, else undefined. */
export type RateLimitCounter = (key: string) => Promise<number | undefined>;

/** A fixed-window counter kept in the database, so every instance shares it. */
export function dbRateLimitCounter(
  db: () => ServiceDatabase<typeof schema>,
  clock: Clock,
  { bucket, limit, windowMs }: RateLimitRule,
): RateLimitCounter {
  return async (key) => {
    const now = clock().getTime();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const [row] = await db()
      .insert(rateLimitHits)
      .values({ bucket, clientKey: key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.clientKey, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    const hits = row?.hits ?? 1;
    // The first hit of a window is a cheap moment to drop windows long gone (every window is ≤ a day).
    if (hits === 1)
      await db()
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowStart, new Date(now - 2 * DAY_MS)));
    if (hits <= limit) return undefined;
    return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  };
}

/** Keys a counter by e-mail address without keeping the address typed (it may belong to no account). */
export function emailKey(email: string): string {
  return `email:${createHash('sha256').update(email).digest('base64url')}`;
}

/**
 * A fixed-window limit per client IP. The key is `req.ip`, which trusts X-Forwarded-For from loopback
 * proxies only (the gateway): a client rotating its own X-Forwarded-For still counts as one.
 */
export function dbRateLimit(db: () => ServiceDatabase<typeof schema>, clock: Clock, rule: RateLimitRule): RequestHandler {
  const count = dbRateLimitCounter(db, clock, rule);
  return async (req, res, next) => {
    const retryAfterSeconds = await count(req.ip ?? 'unknown');
    if (retryAfterSeconds === undefined) return next();
    res.setHeader('Retry-After', String(retryAfterSeconds));
    next(new AppError('rate_limited', 429));
  };
}
