import { AppError } from '@app/service-kit';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';

/** Add to the account config: how many telemetry reports one client may send per minute. */
export const telemetryConfigShape = {
  TELEMETRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
};

/**
 * One budget per client IP for all telemetry routes, so anonymous reports cannot flood the tables.
 * The key is `req.ip`, which trusts X-Forwarded-For from loopback proxies only (the gateway): a client
 * rotating its own X-Forwarded-For still counts as one. Counters are per instance.
 */
export function telemetryRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('rate_limited', 429)),
  });
}
