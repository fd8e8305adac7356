import { GUEST_COOKIE_NAME } from '@app/contracts';
import { AppError, guestKeyOf, hostCookieName, readCookie } from '@app/service-kit';
import type { Request } from 'express';

/** Who is asking, as sharing can tell: the signed-in user, and the raw guest cookie of symptoms with its key. */
export interface SharingCaller {
  userId?: string;
  guestCookie?: string;
  /** SHA-256 of the guest cookie: how a guest's shares are stored (see `sharing_stats.shared_by_guest_key`). */
  guestKey?: string;
}

export function sharingCaller(req: Request): SharingCaller {
  const guestCookie = readCookie(req.headers.cookie, hostCookieName(GUEST_COOKIE_NAME, req));
  return {
    ...(req.auth ? { userId: req.auth.userId } : {}),
    ...(guestCookie ? { guestCookie, guestKey: guestKeyOf(guestCookie) } : {}),
  };
}

/** The caller, or 401 for a visitor who is neither signed in nor a guest. */
export function ownerCaller(req: Request): SharingCaller {
  const caller = sharingCaller(req);
  if (!caller.userId && !caller.guestKey) throw new AppError('unauthorized', 401);
  return caller;
}
