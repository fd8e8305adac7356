import type { RequestHandler } from 'express';
import { csrfGuard, STATE_CHANGING_METHODS, type CsrfGuardOptions } from '../csrf/csrf-guard';
import type { SharedCounters } from '../rate-limit/shared-counters';
import { requestRateLimit, type ClientIdentity } from './request-rate-limit';

export interface StateChangeGuardOptions extends CsrfGuardOptions {
  windowMs: number;
  limit: number;
  /** Who the caller is besides its address; see `requestRateLimit`. */
  identify: ClientIdentity;
  counters: SharedCounters;
}

/**
 * What every POST/PUT/PATCH/DELETE of a service's API goes through, mounted once on its router so no
 * route can be left out: the Origin check (`csrfGuard`), then one budget per client address and per
 * signed-in user or guest. The Origin check comes first, so a foreign page cannot spend a visitor's
 * budget. Routes with a costlier operation add their own, stricter limit on top.
 */
export function stateChangeGuard({ windowMs, limit, identify, counters, ...origins }: StateChangeGuardOptions): RequestHandler {
  const sameSite = csrfGuard(origins);
  const budget = requestRateLimit({ name: 'state-change', counters, windowMs, limit, identify });
  return (req, res, next) => {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    sameSite(req, res, (error?: unknown) => (error ? next(error) : budget(req, res, next)));
  };
}
