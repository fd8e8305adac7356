import type { Request, Response } from 'express';
import { hostCookieName } from '@app/service-kit';
import { parse } from 'cookie';
import { newGuestId, signGuestId, verifyGuestCookie } from './guest-cookie';

/**
 * Who the caller is: a signed-in user (identity's access token, `req.auth`), a guest (signed cookie),
 * or both when a signed-in browser still holds its guest cookie (until `POST /analyses/claim`). New
 * analyses go to the user when there is one; existing ones are the caller's under either id.
 */
export interface Owner {
  userId?: string;
  guestId?: string;
}

/** `__Host-vitalia_guest` over https (service-kit `hostCookieName`): no subdomain can plant a guest. */
export const GUEST_COOKIE = 'vitalia_guest';
/** Echoed so the screen can mirror the guest id in localStorage (spec §3 "Local storage"). */
export const GUEST_ID_HEADER = 'X-Guest-Id';
/** Anonymous analyses are kept a year (spec §9), so the cookie lives as long. */
const GUEST_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export interface OwnerResolver {
  /** The caller's owner, or undefined for a visitor who is not signed in and has no valid guest cookie yet. */
  current(req: Request, res: Response): Owner | undefined;
  /** The caller's owner, creating a guest (and its cookie) for a first-time visitor who is not signed in. */
  currentOrNewGuest(req: Request, res: Response): Owner;
  /** The guest id of the caller's cookie, if valid, without echoing it. */
  guestOf(req: Request): string | undefined;
  /** Removes the guest cookie once its analyses belong to an account. */
  forgetGuest(req: Request, res: Response): void;
}

export function ownerResolver(secret: string): OwnerResolver {
  function echo(res: Response, guestId: string) {
    res.setHeader(GUEST_ID_HEADER, guestId);
  }

  function guestOf(req: Request): string | undefined {
    return verifyGuestCookie(parse(req.headers.cookie ?? '')[hostCookieName(GUEST_COOKIE, req)], secret);
  }

  function current(req: Request, res: Response): Owner | undefined {
    const guestId = guestOf(req);
    if (guestId) echo(res, guestId);
    const userId = req.auth?.userId;
    if (!userId && !guestId) return undefined;
    return { ...(userId ? { userId } : {}), ...(guestId ? { guestId } : {}) };
  }

  // req.secure follows X-Forwarded-Proto from the gateway (trust proxy: loopback).
  const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' });

  return {
    current,
    guestOf,
    currentOrNewGuest(req, res) {
      const existing = current(req, res);
      if (existing) return existing;
      const guestId = newGuestId();
      res.cookie(hostCookieName(GUEST_COOKIE, req), signGuestId(guestId, secret), {
        ...cookieOptions(req),
        maxAge: GUEST_COOKIE_MAX_AGE_MS,
      });
      echo(res, guestId);
      return { guestId };
    },
    forgetGuest(req, res) {
      res.clearCookie(hostCookieName(GUEST_COOKIE, req), cookieOptions(req));
    },
  };
}
