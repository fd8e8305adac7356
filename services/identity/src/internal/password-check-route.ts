import { internalPasswordCheckRoute } from '@app/contracts';
import { AppError, jsonBody, mountRoute, requireInternalToken, type ServiceDatabase } from '@app/service-kit';
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import type * as schema from '../db/schema';
import { credentials } from '../db/schema';
import type { LoginThrottle } from '../login/login-throttle';
import type { PasswordHasher } from '../passwords/password-hasher';

export interface PasswordCheckDeps {
  db: () => ServiceDatabase<typeof schema>;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  token: string;
}

/**
 * `POST /internal/password-check` at the site root, for the account service's deletion confirmation.
 * It goes through the login throttle like the TOTP changes do: a locked account or client is refused
 * with 429 and a wrong password counts as a failed login, so a stolen session cannot guess any faster.
 * The client is the one account forwards (X-Forwarded-For, trusted from loopback as for the gateway).
 */
export function passwordCheckRoute({ db, hasher, throttle, token }: PasswordCheckDeps): Router {
  const router = Router();
  router.post(internalPasswordCheckRoute.path, requireInternalToken(token), jsonBody({ limit: '16kb' }));
  mountRoute(router, internalPasswordCheckRoute, async ({ body }, req, res) => {
    const clientIp = req.ip ?? 'unknown';
    const [user] = await db()
      .select({ email: credentials.email, passwordHash: credentials.passwordHash })
      .from(credentials)
      .where(eq(credentials.userId, body.userId));
    const retryAfterSeconds = user ? await throttle.lockedFor(user.email, clientIp) : undefined;
    if (retryAfterSeconds !== undefined) {
      res.setHeader('Retry-After', String(retryAfterSeconds));
      throw new AppError('rate_limited', 429, { messageKey: 'tooManyLoginAttempts' });
    }
    // A missing user costs one verification too (against a dummy hash), like a login does.
    if (await hasher.verify(user?.passwordHash, body.password)) {
      res.status(204).end();
      return;
    }
    if (user) await throttle.record(user.email, clientIp, false);
    throw new AppError('forbidden', 403, { messageKey: 'invalidPassword', details: [{ path: 'password', message: 'invalid_password' }] });
  });
  return router;
}
