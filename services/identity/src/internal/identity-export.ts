import type { ServiceData } from '@app/contracts';
import { storedRows, type ServiceDatabase } from '@app/service-kit';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { credentials, loginAttempts, totpFactors, totpRecoveryCodes, userSessions } from '../db/schema';

/**
 * What identity holds about a user, for "download my data": the account without its password hash,
 * every session, whether an authenticator app is on (never its secret nor the recovery codes) and the
 * sign-in attempts made with the e-mail.
 */
export function identityExport(db: () => ServiceDatabase<typeof schema>) {
  return async (userId: string): Promise<ServiceData> => {
    const account = await db()
      .select({
        userId: credentials.userId,
        email: credentials.email,
        createdAt: credentials.createdAt,
        emailConfirmedAt: credentials.emailConfirmedAt,
        lastLogin: credentials.lastLogin,
      })
      .from(credentials)
      .where(eq(credentials.userId, userId));
    const email = account[0]?.email;
    const sessions = await db().select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(asc(userSessions.loginTime));
    const [factor] = await db().select({ confirmedAt: totpFactors.confirmedAt }).from(totpFactors).where(eq(totpFactors.userId, userId));
    const [codes] = await db()
      .select({ left: count() })
      .from(totpRecoveryCodes)
      .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
    const attempts = email
      ? await db()
          .select({
            email: loginAttempts.email,
            clientIp: loginAttempts.clientIp,
            succeeded: loginAttempts.succeeded,
            attemptedAt: loginAttempts.attemptedAt,
          })
          .from(loginAttempts)
          .where(eq(loginAttempts.email, email))
          .orderBy(asc(loginAttempts.attemptedAt))
      : [];
    const confirmedAt = factor?.confirmedAt ?? null;
    return {
      credentials: storedRows(credentials, account),
      user_sessions: storedRows(userSessions, sessions),
      totp: { enabled: confirmedAt !== null, confirmedAt, recoveryCodesLeft: confirmedAt ? (codes?.left ?? 0) : 0 },
      login_attempts: storedRows(loginAttempts, attempts),
    };
  };
}
