import {
  passwordResetConfirmRoute,
  passwordResetConfirmSchema,
  passwordResetRoute,
  type PasswordResetDone,
  type PasswordResetReason,
} from '@app/contracts';
import { AppError, expressPath, mountRoute, requestLanguage } from '@app/service-kit';
import { eq, sql } from 'drizzle-orm';
import type { Router } from 'express';
import { credentials } from '../db/schema';
import { emailKey } from '../http/db-rate-limit';
import { validateWithReasons } from '../http/validate-with-reasons';
import { resetPasswordLink } from '../mail/links';
import { passwordResetMail } from '../mail/templates';
import { isCommonPassword } from '../passwords/common-passwords';
import { clearSessionCookies } from '../sessions/session-cookies';
import { requestLog, type IdentityDeps } from './deps';
import { ACCEPTED, type MailRequestLimits } from './mail-requests';

const REASON_MESSAGE: Record<PasswordResetReason, string> = {
  invalid_token: 'passwordResetFailed',
  password_too_short: 'passwordTooShort',
  password_too_long: 'passwordTooLong',
  weak_password: 'weakPassword',
};

function refusal(field: 'token' | 'password', reason: PasswordResetReason): AppError {
  return new AppError('validation', 400, { messageKey: REASON_MESSAGE[reason], details: [{ path: field, message: reason }] });
}

export function passwordResetRoutes(api: Router, deps: IdentityDeps, limits: MailRequestLimits): void {
  const { db, config, clock, logger, hasher, sessions, mailer, passwordResetTokens } = deps;
  const origin = config.PUBLIC_ORIGIN[0]!;

  api.post(expressPath(passwordResetRoute.path), limits.perClient);
  /**
   * One answer for every address. An account's token and a missing account's stand-in do the same
   * work, and the mail leaves after the answer, so neither status, body nor timing tells them apart.
   */
  mountRoute(api, passwordResetRoute, async ({ body }, req, res) => {
    const throttled = (await limits.perEmail(emailKey(body.email))) !== undefined;
    const now = clock();
    const token = throttled
      ? undefined
      : await db().transaction(async (tx) => {
          const [user] = await tx.select({ userId: credentials.userId }).from(credentials).where(eq(credentials.email, body.email));
          if (!user) {
            await passwordResetTokens.issueForNoOne(tx, now);
            return undefined;
          }
          return passwordResetTokens.issue(tx, user.userId, now);
        });
    if (token) mailer.send({ to: body.email, ...passwordResetMail(requestLanguage(req), resetPasswordLink(origin, token)) });
    requestLog(req, logger).info({ event: 'password_reset_requested', throttled }, 'password reset requested');
    res.status(202).json(ACCEPTED);
  });

  api.post(expressPath(passwordResetConfirmRoute.path), validateWithReasons(passwordResetConfirmSchema, REASON_MESSAGE));
  mountRoute(api, passwordResetConfirmRoute, async ({ body }, req, res) => {
    const now = clock();
    // Looked at, not used, before the password is judged: a refused password leaves the link working.
    if (!(await passwordResetTokens.peek(db(), body.token, now))) throw refusal('token', 'invalid_token');
    if (isCommonPassword(body.password)) throw refusal('password', 'weak_password');
    const passwordHash = await hasher.hash(body.password);

    const changed = await db().transaction(async (tx) => {
      const userId = await passwordResetTokens.consume(tx, body.token, now);
      if (!userId) return undefined;
      // The link reached the inbox, which also proves the address.
      const [user] = await tx
        .update(credentials)
        .set({ passwordHash, emailConfirmedAt: sql`coalesce(${credentials.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(credentials.userId, userId))
        .returning({ userId: credentials.userId, email: credentials.email });
      // Whoever knew the old password, or held a session, is out: every refresh family ends.
      if (user) await sessions.revokeAllOf(user.userId, 'password_reset', now, undefined, tx);
      return user;
    });
    if (!changed) throw refusal('token', 'invalid_token');

    requestLog(req, logger).info({ event: 'password_reset', userId: changed.userId }, 'password reset; every session ended');
    clearSessionCookies(req, res);
    const answer: PasswordResetDone = { email: changed.email };
    res.json(answer);
  });
}
