import {
  totpEnrolRoute,
  totpRemoveRoute,
  totpStatusRoute,
  totpVerifyRoute,
  type TotpEnrolment,
  type TotpRecoveryCodes,
} from '@app/contracts';
import { AppError, mountRoute } from '@app/service-kit';
import { eq } from 'drizzle-orm';
import type { Request, Response, Router } from 'express';
import QRCode from 'qrcode';
import { credentials } from '../db/schema';
import type { LoginThrottle } from '../login/login-throttle';
import type { SessionUser } from '../sessions/session-store';
import { signedInSession } from '../sessions/signed-in-session';
import { otpauthUrl } from '../totp/totp-codes';
import { requestLog, type IdentityDeps } from './deps';

const wrongPassword = () =>
  new AppError('forbidden', 403, { messageKey: 'invalidPassword', details: [{ path: 'password', message: 'invalid_password' }] });
const wrongCode = () =>
  new AppError('forbidden', 403, { messageKey: 'totpInvalidCode', details: [{ path: 'code', message: 'invalid_code' }] });

/**
 * Adding, confirming and removing the authenticator app of the signed-in user. Every password or code
 * typed here goes through the login throttle: a wrong one counts as a failed login of the account, and a
 * locked account is refused, so a stolen session cannot guess the password or the codes any faster.
 */
export function totpRoutes(api: Router, deps: IdentityDeps, throttle: LoginThrottle): void {
  const { db, clock, logger, hasher, totp } = deps;

  /** The signed-in user, once neither the account nor this client is locked out. */
  async function unlockedUser(req: Request, res: Response): Promise<SessionUser> {
    const session = await signedInSession(req, deps);
    if (!session) throw new AppError('unauthorized', 401);
    const retryAfterSeconds = await throttle.lockedFor(session.email, req.ip ?? 'unknown');
    if (retryAfterSeconds !== undefined) {
      res.setHeader('Retry-After', String(retryAfterSeconds));
      throw new AppError('rate_limited', 429, { messageKey: 'tooManyLoginAttempts' });
    }
    return session;
  }

  const failed = (req: Request, user: SessionUser) => throttle.record(user.email, req.ip ?? 'unknown', false);

  /** ASVS 7.5.1: the current password again before the factor changes, so an unattended session is not enough. */
  async function requirePassword(req: Request, user: SessionUser, password: string): Promise<void> {
    const [row] = await db()
      .select({ passwordHash: credentials.passwordHash })
      .from(credentials)
      .where(eq(credentials.userId, user.userId));
    if (await hasher.verify(row?.passwordHash, password)) return;
    await failed(req, user);
    throw wrongPassword();
  }

  mountRoute(api, totpStatusRoute, async (_input, req, res) => {
    const session = await signedInSession(req, deps);
    if (!session) throw new AppError('unauthorized', 401);
    res.json(await totp.status(session.userId));
  });

  mountRoute(api, totpEnrolRoute, async ({ body }, req, res) => {
    const user = await unlockedUser(req, res);
    await requirePassword(req, user, body.password);
    const secret = await totp.startEnrolment(user.userId, clock());
    if (!secret) throw new AppError('conflict', 409, { messageKey: 'totpAlreadyEnabled' });
    const url = otpauthUrl(secret, user.email);
    const enrolment: TotpEnrolment = { otpauthUrl: url, qrCodeDataUrl: await QRCode.toDataURL(url), secret };
    requestLog(req, logger).info({ event: 'totp_enrolment_started', userId: user.userId }, 'TOTP enrolment started');
    res.json(enrolment);
  });

  mountRoute(api, totpVerifyRoute, async ({ body }, req, res) => {
    const user = await unlockedUser(req, res);
    const result = await totp.confirm(user.userId, body.code, clock());
    if (result.outcome === 'not_pending') throw new AppError('conflict', 409, { messageKey: 'totpNotPending' });
    if (result.outcome === 'invalid_code') {
      await failed(req, user);
      throw wrongCode();
    }
    requestLog(req, logger).info({ event: 'totp_enabled', userId: user.userId }, 'TOTP enabled');
    const answer: TotpRecoveryCodes = { recoveryCodes: result.recoveryCodes };
    res.json(answer);
  });

  mountRoute(api, totpRemoveRoute, async ({ body }, req, res) => {
    const user = await unlockedUser(req, res);
    await requirePassword(req, user, body.password);
    if (!(await totp.isEnabled(user.userId))) throw new AppError('conflict', 409, { messageKey: 'totpNotEnabled' });
    if (!(await totp.useCode(user.userId, body.code, clock()))) {
      await failed(req, user);
      throw wrongCode();
    }
    await totp.remove(user.userId);
    requestLog(req, logger).info({ event: 'totp_removed', userId: user.userId }, 'TOTP removed');
    res.status(204).end();
  });
}
