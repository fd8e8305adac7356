import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError } from '../errors/app-error';

export interface RequestRateLimitOptions {
  windowMs: number;
  limit: number;
  /** Who is counted; the client IP by default (`req.ip`, which trusts X-Forwarded-For from loopback proxies only). */
  key?: (req: Request) => string;
  /** The localised message of the 429 (i18n `api` namespace); the generic one by default. */
  messageKey?: string;
  /** Count only the requests that succeeded (a refused one costs the client nothing). */
  countSuccessOnly?: boolean;
}

/**
 * A fixed-window budget per client, answered with the service's localised 429 and the RateLimit and
 * Retry-After headers. Counters live in the process: each instance counts on its own.
 */
export function requestRateLimit({ windowMs, limit, key, messageKey, countSuccessOnly = false }: RequestRateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    ...(key ? { keyGenerator: key } : {}),
    skipFailedRequests: countSuccessOnly,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('rate_limited', 429, messageKey ? { messageKey } : {})),
  });
}
