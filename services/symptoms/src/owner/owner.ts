import type { Request, Response } from 'express';
import { parse } from 'cookie';
import { newGuestId, signGuestId, verifyGuestCookie } from './guest-cookie';

/** Who an analysis belongs to: a signed-in user (identity's JWT, with the accounts work) or a guest. */
export interface Owner {
  userId?: string;
  guestId?: string;
}

export const GUEST_COOKIE = 'vitalia_guest';
/** Echoed so the screen can mirror the guest id in localStorage (spec §3 "Local storage"). */
export const GUEST_ID_HEADER = 'X-Guest-Id';
/** Anonymous analyses are kept a year (spec §9), so the cookie lives as long. */
const GUEST_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export interface OwnerResolver {
  /** The caller's owner, or undefined for a visitor who has no valid guest cookie yet. */
  current(req: Request, res: Response): Owner | undefined;
  /** The caller's owner, creating a guest (and its cookie) for a first-time visitor. */
  currentOrNewGuest(req: Request, res: Response): Owner;
}

export function ownerResolver(secret: string): OwnerResolver {
  function echo(res: Response, guestId: string) {
    res.setHeader(GUEST_ID_HEADER, guestId);
  }

  function current(req: Request, res: Response): Owner | undefined {
    const cookies = parse(req.headers.cookie ?? '');
    const guestId = verifyGuestCookie(cookies[GUEST_COOKIE], secret);
    if (!guestId) return undefined;
    echo(res, guestId);
    return { guestId };
  }

  return {
    current,
    currentOrNewGuest(req, res) {
      const existing = current(req, res);
      if (existing) return existing;
      const guestId = newGuestId();
      res.cookie(GUEST_COOKIE, signGuestId(guestId, secret), {
        httpOnly: true,
        sameSite: 'lax',
        // req.secure follows X-Forwarded-Proto from the gateway (trust proxy: loopback).
        secure: req.secure,
        path: '/',
        maxAge: GUEST_COOKIE_MAX_AGE_MS,
      });
      echo(res, guestId);
      return { guestId };
    },
  };
}
