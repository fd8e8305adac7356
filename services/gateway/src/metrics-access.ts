import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The gateway's own `/metrics` is on the public port, so it answers only a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN nobody. Anyone else gets whatever
 * an unknown path gets (`next('route')`), so the endpoint does not even show that it exists.
 */
export function requireMetricsToken(token: string | undefined): RequestHandler {
  const expected = token === undefined ? undefined : digest(token);
  return (req, _res, next) => {
    const presented = req.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    const allowed = expected !== undefined && presented !== undefined && timingSafeEqual(digest(presented), expected);
    next(allowed ? undefined : 'route');
  };
}
