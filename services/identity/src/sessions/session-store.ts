import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ServiceDatabase } from '@app/service-kit';
import * as schema from '../db/schema';
import { credentials, refreshTokens, userSessions } from '../db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../tokens/opaque-token';

type Db = ServiceDatabase<typeof schema>;
/** A database or an open transaction: both take the same queries. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;

export type RevokeReason =
  | 'logout'
  | 'logout_global'
  | 'logout_others'
  | 'ended_from_sessions_list'
  | 'replaced_by_login'
  | 'refresh_reuse'
  | 'idle_timeout'
  | 'expired'
  | 'password_reset';

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export interface NewSession {
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface SessionUser {
  sessionId: string;
  userId: string;
  email: string;
  emailConfirmedAt: Date | null;
  createdAt: Date;
  lastLogin: Date | null;
  expiresAt: Date;
}

/** A live session as its owner sees it in the sessions list. */
export interface LiveSession {
  id: string;
  loginTime: Date;
  lastSeenAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  locationInfo: unknown;
}

export type RotationResult =
  | { outcome: 'rotated'; session: SessionUser; refreshToken: string }
  /** Unknown token, or its session ended: nothing to revoke. */
  | { outcome: 'invalid' }
  /** An already-used token came back: its whole family (the session) has just been revoked. */
  | { outcome: 'reused'; sessionId: string };

function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

export function sessionStore(db: () => Db, timeouts: SessionTimeouts) {
  async function issueRefreshToken(tx: Queryable, sessionId: string, sessionExpiresAt: Date, now: Date, parentId: string | null) {
    const token = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      sessionId,
      tokenHash: hashOpaqueToken(token),
      parentId,
      createdAt: now,
      // Unused for the idle timeout → dead, and never beyond the session's absolute end.
      expiresAt: earliest(new Date(now.getTime() + timeouts.idleMs), sessionExpiresAt),
    });
    return token;
  }

  async function revoke(tx: Queryable, sessionId: string, reason: RevokeReason, now: Date) {
    await tx
      .update(userSessions)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
  }

  const sessionUserColumns = {
    sessionId: userSessions.id,
    userId: credentials.userId,
    email: credentials.email,
    emailConfirmedAt: credentials.emailConfirmedAt,
    createdAt: credentials.createdAt,
    lastLogin: credentials.lastLogin,
    expiresAt: userSessions.expiresAt,
    lastSeenAt: userSessions.lastSeenAt,
    revokedAt: userSessions.revokedAt,
  };

  function isLive(session: { revokedAt: Date | null; expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
    return (
      session.revokedAt === null &&
      session.expiresAt.getTime() > now.getTime() &&
      session.lastSeenAt.getTime() + timeouts.idleMs > now.getTime()
    );
  }

  /** The same rule as `isLive`, as a condition on the user's rows. */
  function liveSessionsOf(userId: string, now: Date) {
    return and(
      eq(userSessions.userId, userId),
      isNull(userSessions.revokedAt),
      gt(userSessions.expiresAt, now),
      gt(userSessions.lastSeenAt, new Date(now.getTime() - timeouts.idleMs)),
    );
  }

  return {
    /** Starts a session (inside the caller's transaction when given one) with its first refresh token. */
    async create(
      tx: Queryable,
      { userId, ipAddress, userAgent, now }: { userId: string; ipAddress: string | null; userAgent: string | null; now: Date },
    ): Promise<NewSession> {
      const expiresAt = new Date(now.getTime() + timeouts.absoluteMs);
      const [session] = await tx
        .insert(userSessions)
        .values({ userId, ipAddress, userAgent, loginTime: now, createdAt: now, lastSeenAt: now, expiresAt })
        .returning({ id: userSessions.id });
      const refreshToken = await issueRefreshToken(tx, session!.id, expiresAt, now, null);
      return { sessionId: session!.id, refreshToken, expiresAt };
    },

    /** The session and its user while the session is live (not revoked, not idle, not past its end). */
    async live(sessionId: string, now: Date): Promise<SessionUser | undefined> {
      const [row] = await db()
        .select(sessionUserColumns)
        .from(userSessions)
        .innerJoin(credentials, eq(credentials.userId, userSessions.userId))
        .where(eq(userSessions.id, sessionId));
      if (!row || !isLive(row, now)) return undefined;
      const { lastSeenAt: _seen, revokedAt: _revoked, ...session } = row;
      return session;
    },

    /** The session a refresh token belongs to, used or not (logout, and ending a browser's old session at login). */
    async sessionOfRefreshToken(token: string): Promise<string | undefined> {
      const [row] = await db()
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
      return row?.sessionId;
    },

    /**
     * Exchanges a refresh token for a new one. A token used before revokes the whole session (OAuth 2.0
     * Security BCP, refresh token rotation with reuse detection); the check and the mark are one
     * conditional update, so two requests racing with the same token cannot both win.
     */
    async rotate(token: string, now: Date): Promise<RotationResult> {
      return db().transaction(async (tx) => {
        const [found] = await tx
          .select({
            id: refreshTokens.id,
            sessionId: refreshTokens.sessionId,
            usedAt: refreshTokens.usedAt,
            expiresAt: refreshTokens.expiresAt,
          })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
        if (!found) return { outcome: 'invalid' } as const;

        const [session] = await tx
          .select(sessionUserColumns)
          .from(userSessions)
          .innerJoin(credentials, eq(credentials.userId, userSessions.userId))
          .where(eq(userSessions.id, found.sessionId));
        if (!session) return { outcome: 'invalid' } as const;

        const claimed = found.usedAt
          ? []
          : await tx
              .update(refreshTokens)
              .set({ usedAt: now })
              .where(and(eq(refreshTokens.id, found.id), isNull(refreshTokens.usedAt)))
              .returning({ id: refreshTokens.id });
        if (claimed.length === 0) {
          await revoke(tx, found.sessionId, 'refresh_reuse', now);
          return { outcome: 'reused', sessionId: found.sessionId } as const;
        }

        if (!isLive(session, now) || found.expiresAt.getTime() <= now.getTime()) {
          if (session.revokedAt === null) {
            const reason = session.expiresAt.getTime() <= now.getTime() ? 'expired' : 'idle_timeout';
            await revoke(tx, found.sessionId, reason, now);
          }
          return { outcome: 'invalid' } as const;
        }

        await tx.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, found.sessionId));
        const refreshToken = await issueRefreshToken(tx, found.sessionId, session.expiresAt, now, found.id);
        const { lastSeenAt: _seen, revokedAt: _revoked, ...sessionUser } = session;
        return { outcome: 'rotated', session: sessionUser, refreshToken } as const;
      });
    },

    revoke: (sessionId: string, reason: RevokeReason, now: Date) => revoke(db(), sessionId, reason, now),

    /** The user's live sessions, newest sign-in first. */
    async listLive(userId: string, now: Date): Promise<LiveSession[]> {
      return db()
        .select({
          id: userSessions.id,
          loginTime: userSessions.loginTime,
          lastSeenAt: userSessions.lastSeenAt,
          ipAddress: userSessions.ipAddress,
          userAgent: userSessions.userAgent,
          locationInfo: userSessions.locationInfo,
        })
        .from(userSessions)
        .where(liveSessionsOf(userId, now))
        .orderBy(desc(userSessions.loginTime), desc(userSessions.id));
    },

    /** Ends one live session if it is the user's own; false when the user has no such live session. */
    async revokeOwn(userId: string, sessionId: string, reason: RevokeReason, now: Date): Promise<boolean> {
      const ended = await db()
        .update(userSessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(userSessions.id, sessionId), liveSessionsOf(userId, now)))
        .returning({ id: userSessions.id });
      return ended.length > 0;
    },

    /** Ends every live session of the user, or every one but `except`; in the caller's transaction when given one. */
    async revokeAllOf(userId: string, reason: RevokeReason, now: Date, except?: string, tx: Queryable = db()): Promise<void> {
      await tx
        .update(userSessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(
          and(
            eq(userSessions.userId, userId),
            isNull(userSessions.revokedAt),
            gt(userSessions.expiresAt, now),
            ...(except ? [ne(userSessions.id, except)] : []),
          ),
        );
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
