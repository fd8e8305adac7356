import type { AuthSession } from '@app/contracts';
import type { Request, Response } from 'express';
import type { Clock } from '../clock';
import type { AccessTokens } from '../tokens/access-token';
import { setSessionCookies } from './session-cookies';

export interface StartedSession {
  userId: string;
  email: string;
  emailConfirmed: boolean;
  sessionId: string;
  sessionExpiresAt: Date;
  refreshToken: string;
}

/** Signs the access token, sets both cookies and gives the body login, sign-up and refresh answer with. */
export async function sessionResponse(
  req: Request,
  res: Response,
  tokens: AccessTokens,
  clock: Clock,
  session: StartedSession,
): Promise<AuthSession> {
  // Every sign-in and refresh reads the account afresh, so a confirmation shows in the next token.
  const { token, expiresAt } = await tokens.sign({
    userId: session.userId,
    sessionId: session.sessionId,
    email: session.email,
    emailVerified: session.emailConfirmed,
  });
  setSessionCookies(req, res, {
    accessToken: token,
    refreshToken: session.refreshToken,
    sessionExpiresAt: session.sessionExpiresAt,
    now: clock(),
  });
  return {
    userId: session.userId,
    email: session.email,
    emailConfirmed: session.emailConfirmed,
    sessionId: session.sessionId,
    accessToken: token,
    accessTokenExpiresAt: expiresAt.toISOString(),
    sessionExpiresAt: session.sessionExpiresAt.toISOString(),
  };
}
