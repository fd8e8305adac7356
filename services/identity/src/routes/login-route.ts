import { loginRoute, type loginRequestSchema } from '@app/contracts';
import { AppError, mountRoute } from '@app/service-kit';
import { eq } from 'drizzle-orm';
import type { Router } from 'express';
import type { z } from 'zod';
import { credentials } from '../db/schema';
import { clientInfo, refreshTokenOf } from '../http/request-auth';
import { localPassport, type LoginRefusal, type VerifiedUser } from '../login/local-strategy';
import type { LoginThrottle } from '../login/login-throttle';
import { clearSessionCookies } from '../sessions/session-cookies';
import { sessionResponse } from '../sessions/session-response';
import { requestLog, type IdentityDeps } from './deps';

type LoginRequestBody = z.output<typeof loginRequestSchema>;

function refusalError(refusal: LoginRefusal): AppError {
  switch (refusal.reason) {
    case 'locked':
      return new AppError('rate_limited', 429, { messageKey: 'tooManyLoginAttempts' });
    case 'email_not_confirmed':
      return new AppError('forbidden', 403, {
        messageKey: 'emailNotConfirmed',
        details: [{ path: 'email', message: 'email_not_confirmed' }],
      });
    case 'totp_required':
      return new AppError('unauthorized', 401, { messageKey: 'totpRequired', details: [{ path: 'totp', message: 'totp_required' }] });
    case 'invalid_totp':
      return new AppError('unauthorized', 401, { messageKey: 'totpInvalidCode', details: [{ path: 'totp', message: 'invalid_code' }] });
    default:
      return new AppError('unauthorized', 401, { messageKey: 'invalidCredentials' });
  }
}

export function loginRoutes(
  api: Router,
  { db, config, clock, logger, hasher, sessions, tokens, totp }: IdentityDeps,
  throttle: LoginThrottle,
): void {
  /**
   * The passport-local verify step. A missing account costs one argon2 verification like a present one
   * (against a dummy hash), and both are counted and answered alike, so neither status, body nor timing
   * tells whether the e-mail is registered (ASVS 6.3.8).
   */
  const authenticateLocal = localPassport(async (email, password, req): Promise<VerifiedUser | LoginRefusal> => {
    const clientIp = req.ip ?? 'unknown';
    const retryAfterSeconds = await throttle.lockedFor(email, clientIp);
    if (retryAfterSeconds !== undefined) return { reason: 'locked', retryAfterSeconds };

    const [user] = await db()
      .select({ userId: credentials.userId, passwordHash: credentials.passwordHash, emailConfirmedAt: credentials.emailConfirmedAt })
      .from(credentials)
      .where(eq(credentials.email, email));
    const matches = await hasher.verify(user?.passwordHash, password);
    if (!user || !matches) {
      await throttle.record(email, clientIp, false);
      return { reason: 'invalid_credentials' };
    }

    // Asked only once the password is right. A missing code is not counted either way: a success would
    // reset the account's failures and let someone holding the password guess codes without end.
    if (await totp.isEnabled(user.userId)) {
      const { totp: code } = req.body as LoginRequestBody;
      if (code === undefined) return { reason: 'totp_required' };
      if (!(await totp.useCode(user.userId, code, clock()))) {
        await throttle.record(email, clientIp, false);
        return { reason: 'invalid_totp' };
      }
    }
    await throttle.record(email, clientIp, true);

    if (hasher.needsRehash(user.passwordHash)) {
      await db()
        .update(credentials)
        .set({ passwordHash: await hasher.hash(password) })
        .where(eq(credentials.userId, user.userId));
    }
    // Only said once the password is right, so it reveals nothing to someone without it.
    if (config.EMAIL_VERIFICATION_REQUIRED && !user.emailConfirmedAt) return { reason: 'email_not_confirmed' };
    return { userId: user.userId, email, emailConfirmed: user.emailConfirmedAt !== null };
  });

  mountRoute(api, loginRoute, async ({ body }, req, res) => {
    // Spec §4: signing in first signs out the session this browser had.
    const previous = refreshTokenOf(req);
    const previousSession = previous ? await sessions.sessionOfRefreshToken(previous) : undefined;
    if (previousSession) await sessions.revoke(previousSession, 'replaced_by_login', clock());

    req.body = body;
    const result = await authenticateLocal(req, res);
    const log = requestLog(req, logger);
    if ('reason' in result) {
      log.info({ event: 'login', outcome: result.reason }, 'login refused');
      if (previousSession) clearSessionCookies(req, res);
      if (result.reason === 'locked') res.setHeader('Retry-After', String(result.retryAfterSeconds));
      throw refusalError(result);
    }

    const now = clock();
    const session = await db().transaction(async (tx) => {
      await tx.update(credentials).set({ lastLogin: now }).where(eq(credentials.userId, result.userId));
      return sessions.create(tx, { userId: result.userId, ...clientInfo(req), now });
    });
    log.info({ event: 'login', outcome: 'success', userId: result.userId, sessionId: session.sessionId }, 'signed in');
    res.json(
      await sessionResponse(req, res, tokens, clock, {
        ...result,
        sessionId: session.sessionId,
        sessionExpiresAt: session.expiresAt,
        refreshToken: session.refreshToken,
      }),
    );
  });
}
