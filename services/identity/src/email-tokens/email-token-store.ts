import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ServiceDatabase } from '@app/service-kit';
import type * as schema from '../db/schema';
import type { emailVerificationTokens, passwordResetTokens } from '../db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../tokens/opaque-token';

type Db = ServiceDatabase<typeof schema>;
/** A database or an open transaction. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;
type TokenTable = typeof passwordResetTokens | typeof emailVerificationTokens;

/**
 * Single-use tokens for e-mailed links: 256 random bits, only their SHA-256 stored (a database leak
 * hands out no usable link), each valid `ttlMs`. A newer link replaces older unused ones.
 */
export function emailTokenStore(table: TokenTable, ttlMs: number) {
  const live = (tokenHash: string, now: Date) => and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now));

  return {
    /** A fresh token for the user, inside the caller's transaction. */
    async issue(tx: Queryable, userId: string, now: Date): Promise<string> {
      const token = newOpaqueToken();
      await tx
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.userId, userId), isNull(table.usedAt)));
      await tx
        .insert(table)
        .values({ userId, tokenHash: hashOpaqueToken(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
      return token;
    },

    /**
     * The same work as `issue` for an address no account has (a token drawn and hashed, two statements
     * that change nothing), so both answer in about the same time.
     */
    async issueForNoOne(tx: Queryable, now: Date): Promise<void> {
      const tokenHash = hashOpaqueToken(newOpaqueToken());
      await tx
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.userId, randomUUID()), isNull(table.usedAt)));
      await tx.select({ id: table.id }).from(table).where(eq(table.tokenHash, tokenHash));
    },

    /** The user of a live token, without using it (so a refused new password can be retried). */
    async peek(db: Queryable, token: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: table.userId })
        .from(table)
        .where(live(hashOpaqueToken(token), now));
      return row?.userId;
    },

    /**
     * Uses the token: one conditional update, so two requests racing with it cannot both win. Every
     * other unused token of the user stops working too. Undefined when unknown, used or expired.
     */
    async consume(tx: Queryable, token: string, now: Date): Promise<string | undefined> {
      const [row] = await tx
        .update(table)
        .set({ usedAt: now })
        .where(live(hashOpaqueToken(token), now))
        .returning({ userId: table.userId });
      if (!row) return undefined;
      await tx
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.userId, row.userId), isNull(table.usedAt)));
      return row.userId;
    },
  };
}

export type EmailTokenStore = ReturnType<typeof emailTokenStore>;
