import type { Request, RequestHandler } from 'express';
import { jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { hostCookieName } from './cookie-names';
import { lastGoodJwks } from './last-good-jwks';
import { readCookie } from './read-cookie';

/**
 * Agreed with identity (brief "Access token"): cookie name (`__Host-` prefixed over https, see
 * `hostCookieName`), issuer, audience, the only algorithm and the token type (RFC 9068 `at+jwt`, so no
 * other JWT signed with the same key passes for an access token, RFC 8725 §3.11).
 */
export const ACCESS_TOKEN_COOKIE = 'vitalia_access';
export const TOKEN_ISSUER = 'vitalia-identity';
export const TOKEN_AUDIENCE = 'vitalia';
export const TOKEN_ALGORITHM = 'ES256';
export const TOKEN_TYPE = 'at+jwt';

/** Who made the request, from a verified access token. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  /** Whether the user had confirmed their e-mail when the token was issued (identity's `email_verified`; absent: false). */
  emailVerified: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `authenticate()` when the request carries a valid access token; undefined otherwise. */
      auth?: AuthContext;
    }
  }
}

export interface AuthenticateOptions {
  jwksUrl: string;
  issuer?: string;
  audience?: string;
  /** Seconds of clock skew tolerated on exp/nbf/iat between identity and this service. */
  clockToleranceSeconds?: number;
}

const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid(), email: z.string().min(1) });

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_.~+/=-]+)\s*$/i);
  return match?.[1];
}

/**
 * Verifies the access token of every request against identity's JWKS (fetched once, cached, refetched
 * for an unknown `kid` at most every 30 s; the last set identity served is kept while it cannot be reached)
 * and sets `req.auth`. A missing, forged or expired token only leaves `req.auth` undefined: `requireAuth()`
 * decides where that matters. `jku`, `x5u` and `jwk` headers are never followed; only ES256 is accepted, so
 * `alg: none` and HS256 forgeries fail; the header must say `typ: at+jwt`.
 */
export function authenticate({
  jwksUrl,
  issuer = TOKEN_ISSUER,
  audience = TOKEN_AUDIENCE,
  clockToleranceSeconds = 5,
}: AuthenticateOptions): RequestHandler {
  const keys = lastGoodJwks(new URL(jwksUrl), {
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
    timeoutDuration: 5_000,
  });

  return async (req, _res, next) => {
    req.auth = undefined;
    // API clients send `Authorization: Bearer`; browsers carry the httpOnly cookie.
    const token = bearerToken(req.headers.authorization) ?? readCookie(req.headers.cookie, hostCookieName(ACCESS_TOKEN_COOKIE, req));
    if (!token) return next();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: [TOKEN_ALGORITHM],
        typ: TOKEN_TYPE,
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      }));
    } catch (error) {
      req.log?.debug({ reason: (error as { code?: string }).code ?? 'invalid' }, 'access token refused');
      return next();
    }
    const claims = claimsSchema.safeParse(payload);
    if (claims.success) {
      const { sub, sid, email } = claims.data;
      // Only an explicit true counts: a token from before the claim existed proves nothing.
      req.auth = { userId: sub, sessionId: sid, email, emailVerified: payload.email_verified === true };
    }
    next();
  };
}

/** 401 `unauthorized` (localised) unless `authenticate()` found a valid access token. */
export function requireAuth(): RequestHandler {
  return (req, res, next) => {
    if (req.auth) return next();
    res.setHeader('WWW-Authenticate', `Bearer realm="${TOKEN_AUDIENCE}"`);
    next(new AppError('unauthorized', 401));
  };
}

/** Who `requireAuth()` let through; every query of a signed-in API is scoped to their user id. */
export function signedInUser(req: Request): AuthContext {
  if (!req.auth) throw new Error('signed-in route mounted without requireAuth()');
  return req.auth;
}
