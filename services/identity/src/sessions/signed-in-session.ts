import type { Request } from 'express';
import type { Clock } from '../clock';
import { accessClaimsOf } from '../http/request-auth';
import type { AccessTokens } from '../tokens/access-token';
import type { SessionStore, SessionUser } from './session-store';

/** The live session behind the request's access token; a revoked or timed-out session's token is refused at once. */
export async function signedInSession(
  req: Request,
  { tokens, sessions, clock }: { tokens: AccessTokens; sessions: SessionStore; clock: Clock },
): Promise<SessionUser | undefined> {
  const claims = await accessClaimsOf(req, tokens);
  const session = claims ? await sessions.live(claims.sessionId, clock()) : undefined;
  return session && session.userId === claims?.userId ? session : undefined;
}
