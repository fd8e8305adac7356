import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '@app/contracts';
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
/** Over https `__Host-vitalia_signed_in`: only this origin, over https, can set the hint the shell reads. */
export const signedInHintCookieName = (req: Request) => hostCookieName(SIGNED_IN_HINT_COOKIE, req);

// req.secure follows X-Forwarded-Proto from the gateway (trust proxy: loopback).
const accessOptions = (req: Request): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
const refreshOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: req.secure,
  path: REFRESH_COOKIE_PATH,
});
// Readable by the page on purpose: it says only that a session exists, and lives as long as the refresh cookie.
const signedInHintOptions = (req: Request): CookieOptions => ({ httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/' });

export function setSessionCookies(
  req: Request,
  res: Response,
  { accessToken, refreshToken, sessionExpiresAt, now }: { accessToken: string; refreshToken: string; sessionExpiresAt: Date; now: Date },
): void {
  res.cookie(accessCookieName(req), accessToken, { ...accessOptions(req), maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000 });
  const sessionMaxAge = Math.max(0, sessionExpiresAt.getTime() - now.getTime());
  res.cookie(refreshCookieName(req), refreshToken, { ...refreshOptions(req), maxAge: sessionMaxAge });
  res.cookie(signedInHintCookieName(req), SIGNED_IN_HINT_VALUE, { ...signedInHintOptions(req), maxAge: sessionMaxAge });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(accessCookieName(req), accessOptions(req));
  res.clearCookie(refreshCookieName(req), refreshOptions(req));
  res.clearCookie(signedInHintCookieName(req), signedInHintOptions(req));
}
