import { AppError } from '@app/service-kit';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

/**
 * Analyses are the service's costly calls (ASVS 15.2.2): each client IP gets `perMinute` of them.
 * The key is `req.ip`, which trusts X-Forwarded-For from loopback proxies only (the gateway), so a
 * client rotating its own X-Forwarded-For still counts as one. Counters are per instance.
 */
export function analysisRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('rate_limited', 429)),
  });
}
