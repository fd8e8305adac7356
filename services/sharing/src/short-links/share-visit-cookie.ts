import { SHARE_VISIT_COOKIE_NAME } from '@app/contracts';
import { hostCookieName } from '@app/service-kit';
import type { Request, Response } from 'express';

/** How long a share visit can still convert: the cookie's lifetime, and the window the server accepts it in. */
export const SHARE_VISIT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Remembers the visit on the visitor's browser, so a later sign-up or analysis names it (identity and symptoms
 * forward the cookie in their events). httpOnly: page scripts never need it; Lax: it rides the top-level
 * navigations of the site; `__Host-` over https, like the other session cookies, so no subdomain can plant one.
 */
export function setShareVisitCookie(req: Request, res: Response, visitId: string): void {
  res.cookie(hostCookieName(SHARE_VISIT_COOKIE_NAME, req), visitId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: SHARE_VISIT_LIFETIME_MS,
  });
}
