import { ipLocationSchema, listSessionsRoute, revokeSessionRoute, type UserSession, type UserSessionList } from '@app/contracts';
import { AppError, mountRoute } from '@app/service-kit';
import type { Router } from 'express';
import { clearSessionCookies } from '../sessions/session-cookies';
import type { LiveSession } from '../sessions/session-store';
import { signedInSession } from '../sessions/signed-in-session';
import { requestLog, type IdentityDeps } from './deps';

const unauthorized = () => new AppError('unauthorized', 401);

/** location_info is free-form JSON: only a well-formed approximate location is shown. */
function locationOf(stored: unknown): UserSession['locationInfo'] {
  const parsed = ipLocationSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function asUserSession(session: LiveSession, currentSessionId: string): UserSession {
  return {
    id: session.id,
    loginTime: session.loginTime.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    ipAddress: session.ipAddress,
    userAgent: session.userAgent,
    locationInfo: locationOf(session.locationInfo),
    current: session.id === currentSessionId,
  };
}

/** The signed-in user's own sessions: list them, and end one (a lost or forgotten device). */
export function sessionListRoutes(api: Router, deps: IdentityDeps): void {
  const { clock, logger, sessions } = deps;

  mountRoute(api, listSessionsRoute, async (_input, req, res) => {
    const session = await signedInSession(req, deps);
    if (!session) throw unauthorized();
    const live = await sessions.listLive(session.userId, clock());
    const answer: UserSessionList = { sessions: live.map((row) => asUserSession(row, session.sessionId)) };
    res.json(answer);
  });

  mountRoute(api, revokeSessionRoute, async ({ params }, req, res) => {
    const session = await signedInSession(req, deps);
    if (!session) throw unauthorized();
    // Scoped to the user's own rows: another user's session id is as unknown as a made-up one.
    const ended = await sessions.revokeOwn(session.userId, params.id, 'ended_from_sessions_list', clock());
    if (!ended) throw new AppError('not_found', 404, { messageKey: 'sessionNotFound' });
    if (params.id === session.sessionId) clearSessionCookies(req, res);
    requestLog(req, logger).info(
      { event: 'session_ended', userId: session.userId, sessionId: params.id },
      'session ended from the sessions list',
    );
    res.status(204).end();
  });
}
