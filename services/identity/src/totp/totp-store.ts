import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { TOTP_CODE_PATTERN, type TotpStatus } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import * as schema from '../db/schema';
import { totpFactors, totpRecoveryCodes } from '../db/schema';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import type { TotpKeys } from './totp-keys';
import { newTotpSecret, stepOfCode } from './totp-codes';

type Db = ServiceDatabase<typeof schema>;

export type ConfirmResult = { outcome: 'confirmed'; recoveryCodes: string[] } | { outcome: 'not_pending' } | { outcome: 'invalid_code' };

/** Users' authenticator apps and recovery codes; secrets are sealed before they reach the database. */
export function totpStore(db: () => Db, keys: TotpKeys) {
  const secretOf = (row: { userId: string; secretCiphertext: string }) => openSecret(keys.secrets, row.secretCiphertext, row.userId);

  async function factorOf(userId: string) {
    const [row] = await db().select().from(totpFactors).where(eq(totpFactors.userId, userId));
    return row;
  }

  /**
   * Accepts a code of a step after the last accepted one only, in one conditional update: a code seen
   * once (or one older than it) cannot sign in again, even by two requests racing.
   */
  async function useTotpCode(userId: string, code: string, now: Date): Promise<boolean> {
    const factor = await factorOf(userId);
    if (!factor?.confirmedAt) return false;
    const step = stepOfCode(secretOf(factor), code, now);
    if (step === undefined) return false;
    const claimed = await db()
      .update(totpFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(totpFactors.userId, userId),
          isNotNull(totpFactors.confirmedAt),
          or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: totpFactors.userId });
    return claimed.length > 0;
  }

  async function useRecoveryCode(userId: string, code: string, now: Date): Promise<boolean> {
    const claimed = await db()
      .update(totpRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(totpRecoveryCodes.userId, userId),
          eq(totpRecoveryCodes.codeHash, recoveryCodeHash(keys.recoveryCodes, code)),
          isNull(totpRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: totpRecoveryCodes.id });
    return claimed.length > 0;
  }

  return {
    async isEnabled(userId: string): Promise<boolean> {
      return Boolean((await factorOf(userId))?.confirmedAt);
    },

    async status(userId: string): Promise<TotpStatus> {
      const [factor] = await db().select({ confirmedAt: totpFactors.confirmedAt }).from(totpFactors).where(eq(totpFactors.userId, userId));
      if (!factor?.confirmedAt) return { enabled: false, recoveryCodesLeft: 0 };
      const [left] = await db()
        .select({ count: count() })
        .from(totpRecoveryCodes)
        .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
      return { enabled: true, recoveryCodesLeft: left?.count ?? 0 };
    },

    /** A new pending secret, replacing an unconfirmed one; undefined when a confirmed factor exists. */
    async startEnrolment(userId: string, now: Date): Promise<string | undefined> {
      const secret = newTotpSecret();
      const secretCiphertext = sealSecret(keys.secrets, secret, userId);
      const started = await db()
        .insert(totpFactors)
        .values({ userId, secretCiphertext, createdAt: now })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secretCiphertext, createdAt: now, lastUsedStep: null },
          setWhere: isNull(totpFactors.confirmedAt),
        })
        .returning({ userId: totpFactors.userId });
      return started.length > 0 ? secret : undefined;
    },

    /** Turns the pending factor on when `code` is current; the code is spent, and fresh recovery codes replace any old ones. */
    async confirm(userId: string, code: string, now: Date): Promise<ConfirmResult> {
      const factor = await factorOf(userId);
      if (!factor || factor.confirmedAt) return { outcome: 'not_pending' };
      const step = stepOfCode(secretOf(factor), code, now);
      if (step === undefined) return { outcome: 'invalid_code' };
      const recoveryCodes = newRecoveryCodes();
      const confirmed = await db().transaction(async (tx) => {
        const [row] = await tx
          .update(totpFactors)
          .set({ confirmedAt: now, lastUsedStep: step })
          .where(
            and(eq(totpFactors.userId, userId), eq(totpFactors.secretCiphertext, factor.secretCiphertext), isNull(totpFactors.confirmedAt)),
          )
          .returning({ userId: totpFactors.userId });
        if (!row) return false;
        await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
        await tx
          .insert(totpRecoveryCodes)
          .values(
            recoveryCodes.map((recoveryCode) => ({ userId, codeHash: recoveryCodeHash(keys.recoveryCodes, recoveryCode), createdAt: now })),
          );
        return true;
      });
      // Another request confirmed or restarted the enrolment meanwhile.
      return confirmed ? { outcome: 'confirmed', recoveryCodes } : { outcome: 'not_pending' };
    },

    /** Spends a second-factor code of a user with TOTP on: the app's current code, or an unused recovery code. */
    useCode(userId: string, code: string, now: Date): Promise<boolean> {
      return TOTP_CODE_PATTERN.test(code) ? useTotpCode(userId, code, now) : useRecoveryCode(userId, code, now);
    },

    async remove(userId: string): Promise<void> {
      await db().transaction(async (tx) => {
        await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
        await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
      });
    },
  };
}

export type TotpStore = ReturnType<typeof totpStore>;
