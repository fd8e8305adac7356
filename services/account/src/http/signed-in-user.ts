import type { AuthContext } from '@app/service-kit';
import type { Request } from 'express';

/** Who `requireAuth()` let through; every query of the signed-in API is scoped to their user id. */
export function signedInUser(req: Request): AuthContext {
  if (!req.auth) throw new Error('signed-in route mounted without requireAuth()');
  return req.auth;
}
