import { AppError, type Logger } from '@app/service-kit';
import type { Request, RequestHandler } from 'express';

/**
 * Login CSRF: a foreign page could sign the browser into an attacker's account with no cookie sent at
 * all, which the cookie-based csrfGuard lets through. Browsers send Origin on every cross-site POST, so
 * a POST whose Origin is present and foreign is refused; API clients send none and pass.
 */
export function refuseForeignOrigin(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    const origin = req.headers.origin;
    if (req.method !== 'POST' || origin === undefined || allowed.has(origin)) return next();
    (req as Request & { log?: Logger }).log?.warn({ origin, path: req.path }, 'cross-site request refused');
    next(new AppError('forbidden', 403, { messageKey: 'csrfRefused' }));
  };
}
