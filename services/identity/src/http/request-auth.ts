import { readCookie } from '@app/service-kit';
import type { Request } from 'express';
import type { AccessClaims, AccessTokens } from '../tokens/access-token';
import { accessCookieName, refreshCookieName } from '../sessions/session-cookies';

function bearerToken(header: string | undefined): string | undefined {
  return header?.match(/^Bearer\s+([A-Za-z0-9_.~+/=-]+)\s*$/i)?.[1];
}

/** The verified claims of the request's access token: `Authorization: Bearer` (API clients) or the cookie (browsers). */
export async function accessClaimsOf(req: Request, tokens: AccessTokens): Promise<AccessClaims | undefined> {
  const token = bearerToken(req.headers.authorization) ?? readCookie(req.headers.cookie, accessCookieName(req));
  return token ? tokens.verify(token) : undefined;
}

export function refreshTokenOf(req: Request): string | undefined {
  return readCookie(req.headers.cookie, refreshCookieName(req)) || undefined;
}

/** What a session row records about the client (spec §3 user_sessions), bounded. */
export function clientInfo(req: Request): { ipAddress: string | null; userAgent: string | null } {
  return { ipAddress: req.ip ?? null, userAgent: req.headers['user-agent']?.slice(0, 512) ?? null };
}
