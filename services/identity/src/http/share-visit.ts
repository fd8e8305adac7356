import { SHARE_VISIT_COOKIE_NAME } from '@app/contracts';
import { hostCookieName, readCookie } from '@app/service-kit';
import type { Request } from 'express';

/** Longest share-visit value the `user.registered` event carries; sharing's visit ids are far shorter. */
const MAX_SHARE_VISIT_LENGTH = 200;

/**
 * The share-visit cookie sharing set on a visitor who came through someone's short link, as it came
 * (`__Host-` over https, like the session cookies): sharing checks it. A value no visit id could be is
 * dropped here, so it can never keep the account from being created.
 */
export function shareVisitOf(req: Request): string | null {
  const value = readCookie(req.headers.cookie, hostCookieName(SHARE_VISIT_COOKIE_NAME, req));
  return value && value.length <= MAX_SHARE_VISIT_LENGTH ? value : null;
}
