import type { Request, RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { AppError } from '../errors/app-error';

/** Who the caller is besides its address (`user:<id>`, `guest:<id>`), or undefined for an anonymous visitor. */
export type ClientIdentity = (req: Request) => string | undefined | Promise<string | undefined>;

/** The signed-in user, from the access token `authenticate()` verified. */
export const signedInUserKey = (req: Request): string | undefined => (req.auth ? `user:${req.auth.userId}` : undefined);

export interface RequestRateLimitOptions {
  windowMs: number;
  limit: number;
  /**
   * Who is counted, instead of the address and `identify`. By default every request counts against its
   * client IP (`req.ip`, which believes X-Forwarded-For from the trusted proxies only).
   */
  key?: (req: Request) => string;
  /**
   * Who the caller is besides its address (the signed-in user by default): a request counts against both
   * budgets, so a user or guest who changes addresses keeps the budget already spent.
   */
  identify?: ClientIdentity;
  /** The localised message of the 429 (i18n `api` namespace); the generic one by default. */
  messageKey?: string;
  /** Count only the requests that succeeded (a refused one costs the client nothing). */
  countSuccessOnly?: boolean;
}

/**
 * A fixed-window budget per client, answered with the service's localised 429 and the RateLimit and
 * Retry-After headers. Counters live in the process: each instance counts on its own.
 */
export function requestRateLimit({ windowMs, limit, key, identify = signedInUserKey, messageKey, countSuccessOnly = false }: RequestRateLimitOptions): RequestHandler {
  const options: Partial<Options> = {
    windowMs,
    limit,
    skipFailedRequests: countSuccessOnly,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('rate_limited', 429, messageKey ? { messageKey } : {})),
  };
  if (key) return rateLimit({ ...options, keyGenerator: key });

  const identities = new WeakMap<Request, string>();
  const byAddress = rateLimit(options);
  const byIdentity = rateLimit({ ...options, keyGenerator: (req) => identities.get(req)!, skip: (req) => !identities.has(req) });
  return (req, res, next) => {
    void byAddress(req, res, async (error?: unknown) => {
      if (error) return next(error);
      try {
        const identity = await identify(req);
        if (identity) identities.set(req, identity);
      } catch (failure) {
        return next(failure);
      }
      void byIdentity(req, res, next);
    });
  };
}
