import { AppError, signedInUser } from '@app/service-kit';
import type { RequestHandler } from 'express';

/** Spec §2: every Pro call needs a signed-in account on the test-access list; runs after `requireAuth()`. */
export function requireTestAccess(allowed: readonly string[]): RequestHandler {
  const list = new Set(allowed);
  return (req, _res, next) => {
    if (list.has(signedInUser(req).email.toLowerCase())) return next();
    next(new AppError('forbidden', 403, { messageKey: 'testAccessRequired' }));
  };
}
