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

/**
 * A fixed-window limit per client IP, counted in the database so every instance shares it. The key is
 * `req.ip`, which trusts X-Forwarded-For from loopback proxies only (the gateway): a client rotating its
 * own X-Forwarded-For still counts as one.
 */
export function dbRateLimit(db: () => ServiceDatabase<typeof schema>, clock: Clock, { bucket, limit, windowMs }: RateLimitRule): RequestHandler {
  return async (req, res, next) => {
    const now = clock().getTime();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const [row] = await db()
      .insert(rateLimitHits)
      .values({ bucket, clientKey: req.ip ?? 'unknown', windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.clientKey, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    const hits = row?.hits ?? 1;
    // The first hit of a window is a cheap moment to drop windows long gone (every window is ≤ a day).
    if (hits === 1) await db().delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 2 * DAY_MS)));
    if (hits <= limit) return next();
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000))));
    next(new AppError('rate_limited', 429));
  };
}
