import { currentUserRoute, logoutRoute, refreshRoute, type CurrentUser } from '@app/contracts';
import { AppError, mountRoute } from '@app/service-kit';
import type { Request, Router } from 'express';
import { refreshTokenOf } from '../http/request-auth';
import { clearSessionCookies } from '../sessions/session-cookies';
import { sessionResponse } from '../sessions/session-response';
import { signedInSession } from '../sessions/signed-in-session';
import { requestLog, type IdentityDeps } from './deps';

const unauthorized = () => new AppError('unauthorized', 401);

export function sessionRoutes(api: Router, { clock, logger, sessions, tokens }: IdentityDeps): void {
  const sessionOfAccessToken = (req: Request) => signedInSession(req, { tokens, sessions, clock });

  mountRoute(api, refreshRoute, async (_input, req, res) => {
    const presented = refreshTokenOf(req);
    if (!presented) {
      // The refresh cookie is gone (expired with the session): so must the signed-in hint be.
      clearSessionCookies(req, res);
      throw unauthorized();
    }
    const result = await sessions.rotate(presented, clock());
    if (result.outcome !== 'rotated') {
      if (result.outcome === 'reused') {
        requestLog(req, logger).warn({ event: 'refresh_reuse', sessionId: result.sessionId }, 'refresh token reused: session revoked');
      }
      clearSessionCookies(req, res);
      throw unauthorized();
    }
    const { session, refreshToken } = result;
    res.json(
      await sessionResponse(req, res, tokens, clock, {
        userId: session.userId,
        email: session.email,
        emailConfirmed: session.emailConfirmedAt !== null,
        sessionId: session.sessionId,
        sessionExpiresAt: session.expiresAt,
        refreshToken,
      }),
    );
  });

  mountRoute(api, logoutRoute, async ({ body }, req, res) => {
    const now = clock();
    const session = await sessionOfAccessToken(req);
    const log = requestLog(req, logger);
    if (body.scope === 'local') {
      // Signing out works with an expired access token too: the refresh cookie still names the session.
      const refresh = refreshTokenOf(req);
      const sessionId = session?.sessionId ?? (refresh ? await sessions.sessionOfRefreshToken(refresh) : undefined);
      if (sessionId) await sessions.revoke(sessionId, 'logout', now);
      clearSessionCookies(req, res);
      log.info({ event: 'logout', scope: 'local', sessionId: sessionId ?? null }, 'signed out');
      res.status(204).end();
      return;
    }
    if (!session) throw unauthorized();
    if (body.scope === 'global') {
      await sessions.revokeAllOf(session.userId, 'logout_global', now);
      clearSessionCookies(req, res);
    } else {
      await sessions.revokeAllOf(session.userId, 'logout_others', now, session.sessionId);
    }
    log.info({ event: 'logout', scope: body.scope, userId: session.userId }, 'signed out');
    res.status(204).end();
  });

  mountRoute(api, currentUserRoute, async (_input, req, res) => {
    const session = await sessionOfAccessToken(req);
    if (!session) throw unauthorized();
    const me: CurrentUser = {
      userId: session.userId,
      email: session.email,
      emailConfirmed: session.emailConfirmedAt !== null,
      sessionId: session.sessionId,
      createdAt: session.createdAt.toISOString(),
      lastLogin: session.lastLogin?.toISOString() ?? null,
    };
    res.json(me);
  });
}
