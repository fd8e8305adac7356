import type { RequestHandler } from 'express';

/**
 * A service's answers are personal more often than not (session, profile, settings, history, analyses,
 * exports), so no browser or shared cache may keep any of them unless its route sets its own
 * Cache-Control (the public key set, for one). Safe by default: a new route cannot forget it.
 */
export function noStoreByDefault(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
