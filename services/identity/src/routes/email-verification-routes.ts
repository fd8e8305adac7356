import { EMAIL_TOKEN_PATTERN, resendVerificationRoute, verifyEmailRoute } from '@app/contracts';
import { expressPath, mountRoute, requestLanguage } from '@app/service-kit';
import { and, eq, isNull } from 'drizzle-orm';
import type { Router } from 'express';
import { credentials } from '../db/schema';
import { emailKey } from '../http/db-rate-limit';
import { afterVerificationPage } from '../mail/links';
import { requestLog, type IdentityDeps } from './deps';
import { ACCEPTED, sendVerificationMail, type MailRequestLimits } from './mail-requests';

export function emailVerificationRoutes(api: Router, deps: IdentityDeps, limits: MailRequestLimits): void {
  const { db, config, clock, logger, emailVerificationTokens } = deps;
  const origin = config.PUBLIC_ORIGIN[0]!;

  /**
   * The e-mailed link. The browser always lands on the site's own first origin (never a URL taken from
   * the request), told whether the address is now confirmed.
   */
  mountRoute(api, verifyEmailRoute, async ({ query }, req, res) => {
    // `?lang` of the link decides (requestLanguage reads it first).
    const language = requestLanguage(req);
    const now = clock();
    const token = query.token ?? '';
    const userId = EMAIL_TOKEN_PATTERN.test(token)
      ? await db().transaction(async (tx) => {
          const owner = await emailVerificationTokens.consume(tx, token, now);
          if (owner)
            await tx
              .update(credentials)
              .set({ emailConfirmedAt: now })
              .where(and(eq(credentials.userId, owner), isNull(credentials.emailConfirmedAt)));
          return owner;
        })
      : undefined;
    requestLog(req, logger).info(
      { event: 'email_verification', verified: userId !== undefined, userId: userId ?? null },
      'e-mail confirmation link used',
    );
    res.redirect(303, afterVerificationPage(origin, language, userId !== undefined));
  });

  api.post(expressPath(resendVerificationRoute.path), limits.perClient);
  /** Like the password reset: one answer and the same work whether or not an unconfirmed account has the address. */
  mountRoute(api, resendVerificationRoute, async ({ body }, req, res) => {
    const throttled = (await limits.perEmail(emailKey(body.email))) !== undefined;
    const now = clock();
    const token = throttled
      ? undefined
      : await db().transaction(async (tx) => {
          const [user] = await tx
            .select({ userId: credentials.userId })
            .from(credentials)
            .where(and(eq(credentials.email, body.email), isNull(credentials.emailConfirmedAt)));
          if (!user) {
            await emailVerificationTokens.issueForNoOne(tx, now);
            return undefined;
          }
          return emailVerificationTokens.issue(tx, user.userId, now);
        });
    if (token) sendVerificationMail(deps, body.email, token, requestLanguage(req));
    requestLog(req, logger).info({ event: 'verification_resend_requested', throttled }, 'verification e-mail requested');
    res.status(202).json(ACCEPTED);
  });
}
