import { SHARE_VISIT_COOKIE_NAME, shareVisitCookieOptions } from '@app/contracts';
import { hostCookieName } from '@app/service-kit';
import type { Request, Response } from 'express';

/**
 * Remembers the visit on the visitor's browser, so a later sign-up or analysis names it (identity and symptoms
 * forward the cookie in their events). The gateway sets the same cookie when it answers `/s/{code}` itself.
 */
export function setShareVisitCookie(req: Request, res: Response, visitId: string): void {
  res.cookie(hostCookieName(SHARE_VISIT_COOKIE_NAME, req), visitId, shareVisitCookieOptions(req.secure));
}
