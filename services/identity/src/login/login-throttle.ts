import { and, count, eq, gt, lt, max, min } from 'drizzle-orm';
import type { ServiceDatabase } from '@app/service-kit';
import type { Clock } from '../clock';
import * as schema from '../db/schema';
import { loginAttempts } from '../db/schema';

type Db = ServiceDatabase<typeof schema>;

export interface LoginThrottleLimits {
  perAccount: number;
  perClient: number;
  windowMs: number;
}

/** Attempts are kept a day for the audit trail, then pruned. */
const KEEP_MS = 24 * 3_600_000;

/**
 * Brute-force limits kept in the database, so they survive restarts and hold across instances.
 * The account key is the e-mail as typed (normalised), whether or not an account has it, so a lockout
 * reveals nothing about existence. A success clears the account's count (it needed the password), never
 * the client's. Attempts refused by a lock are not counted, so a lock ends when its window passes.
 */
export function loginThrottle(db: () => Db, clock: Clock, limits: LoginThrottleLimits) {
  /** Seconds until the oldest counted failure leaves the window, and the count drops below the limit. */
  function secondsUntilFree(oldestCounted: Date | null, now: Date): number {
    const until = (oldestCounted?.getTime() ?? now.getTime()) + limits.windowMs;
    return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  }

  async function accountFailures(email: string, since: Date) {
    const [lastSuccess] = await db()
      .select({ at: max(loginAttempts.attemptedAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, since)));
    const from = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
    const [row] = await db()
      .select({ failures: count(), oldest: min(loginAttempts.attemptedAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, from)));
    return row ?? { failures: 0, oldest: null };
  }

  async function clientFailures(clientIp: string, since: Date) {
    const [row] = await db()
      .select({ failures: count(), oldest: min(loginAttempts.attemptedAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.clientIp, clientIp), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)));
    return row ?? { failures: 0, oldest: null };
  }

  return {
    /** Seconds to wait when this client or this e-mail has failed too often; undefined when a try is allowed. */
    async lockedFor(email: string, clientIp: string): Promise<number | undefined> {
      const now = clock();
      const since = new Date(now.getTime() - limits.windowMs);
      const client = await clientFailures(clientIp, since);
      if (client.failures >= limits.perClient) return secondsUntilFree(client.oldest, now);
      const account = await accountFailures(email, since);
      if (account.failures >= limits.perAccount) return secondsUntilFree(account.oldest, now);
      return undefined;
    },

    async record(email: string, clientIp: string, succeeded: boolean): Promise<void> {
      const now = clock();
      await db().insert(loginAttempts).values({ email, clientIp, succeeded, attemptedAt: now });
      await db()
        .delete(loginAttempts)
        .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - Math.max(KEEP_MS, limits.windowMs))));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
