import type { Request, RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import { AppError } from '../errors/app-error';
import type { SharedCounters, WindowCounter } from '../rate-limit/shared-counters';

/** Who the caller is besides its address (`user:<id>`, `guest:<id>`), or undefined for an anonymous visitor. */
export type ClientIdentity = (req: Request) => string | undefined | Promise<string | undefined>;

/** The signed-in user, from the access token `authenticate()` verified. */
export const signedInUserKey = (req: Request): string | undefined => (req.auth ? `user:${req.auth.userId}` : undefined);

export interface RequestRateLimitOptions {
  /** Names this limit's counters (`analyses`, `state-change`): limits of one service never share a count. */
  name: string;
  /** Where the counts live: the service's (`ctx.counters`), shared by all its instances. */
  counters: SharedCounters;
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

/** express-rate-limit's view of a shared counter (it wants one store object per limiter). */
function sharedStore(name: string, counter: WindowCounter): Store {
  return {
    prefix: `${name}:`,
    localKeys: false,
    increment: async (key) => {
      const { hits, resetsAt } = await counter.hit(key);
      return { totalHits: hits, resetTime: resetsAt };
    },
    decrement: (key) => counter.undo(key),
    resetKey: (key) => counter.reset(key),
  };
}

/**
 * A fixed-window budget per client, answered with the service's localised 429 and the RateLimit and
 * Retry-After headers. The counts live in the service's shared store, so every instance of the service
 * spends from the same budget.
 */
export function requestRateLimit({
  name,
  counters,
  windowMs,
  limit,
  key,
  identify = signedInUserKey,
  messageKey,
  countSuccessOnly = false,
}: RequestRateLimitOptions): RequestHandler {
  const counter = counters.counter(name, windowMs);
  const options: Partial<Options> = {
    windowMs,
    limit,
    skipFailedRequests: countSuccessOnly,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('rate_limited', 429, messageKey ? { messageKey } : {})),
  };
  if (key) return rateLimit({ ...options, store: sharedStore(name, counter), keyGenerator: key });

  const identities = new WeakMap<Request, string>();
  const byAddress = rateLimit({ ...options, store: sharedStore(name, counter) });
  const byIdentity = rateLimit({
    ...options,
    store: sharedStore(name, counter),
    keyGenerator: (req) => identities.get(req)!,
    skip: (req) => !identities.has(req),
  });
  return (req, res, next) => {
    void byAddress(req, res, (error?: unknown) => {
      if (error) return next(error);
      Promise.resolve(req)
        .then(identify)
        .then((identity) => {
          if (identity) identities.set(req, identity);
          void byIdentity(req, res, next);
        }, next);
    });
  };
}
