import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Strict-Transport-Security only on answers sent over https (directly or, per "trust proxy", through a
 * proxy that says so): over plain http browsers ignore it (RFC 6797 §7.2), and a local http site
 * has no business announcing it.
 */
export function hstsOverHttps(): RequestHandler {
  const hsts = helmet.strictTransportSecurity();
  return (req, res, next) => {
    if (!req.secure) return next();
    hsts(req, res, next);
  };
}
