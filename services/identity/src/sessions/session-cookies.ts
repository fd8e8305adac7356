import { ACCESS_TOKEN_COOKIE, hostCookieName, secureCookieName } from '@app/service-kit';
import type { CookieOptions, Request, Response } from 'express';
import { ACCESS_TOKEN_TTL_SECONDS } from '../tokens/access-token';

/** Named by the agreement every verifying service codes to (service-kit `authenticate`). */
export const ACCESS_COOKIE = ACCESS_TOKEN_COOKIE;
export const REFRESH_COOKIE = 'vitalia_refresh';
/** Only identity reads the refresh token, so no other service ever receives it. */
export const REFRESH_COOKIE_PATH = '/api/identity';

/**
 * Over https the access cookie is `__Host-vitalia_access`; the refresh cookie, scoped to identity's
 * path (which `__Host-` forbids), is `__Secure-vitalia_refresh`. See service-kit `hostCookieName`.
 */
export const accessCookieName = (req: Request) => hostCookieName(ACCESS_COOKIE, req);
export const refreshCookieName = (req: Request) => secureCookieName(REFRESH_COOKIE, req);

// req.secure follows X-Forwarded-Proto from the gateway (trust proxy: loopback).
const accessOptions = (req: Request): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
const refreshOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: req.secure,
  path: REFRESH_COOKIE_PATH,
});

export function setSessionCookies(
  req: Request,
  res: Response,
  { accessToken, refreshToken, sessionExpiresAt, now }: { accessToken: string; refreshToken: string; sessionExpiresAt: Date; now: Date },
): void {
  res.cookie(accessCookieName(req), accessToken, { ...accessOptions(req), maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000 });
  res.cookie(refreshCookieName(req), refreshToken, {
    ...refreshOptions(req),
    maxAge: Math.max(0, sessionExpiresAt.getTime() - now.getTime()),
  });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(accessCookieName(req), accessOptions(req));
  res.clearCookie(refreshCookieName(req), refreshOptions(req));
}
