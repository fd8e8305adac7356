import { randomUUID } from 'node:crypto';
import {
  GUEST_COOKIE_NAME,
  SHARE_VISIT_COOKIE_NAME,
  isSharedBy,
  shareVisitCookieOptions,
  type ShortLinkClick,
  type ShortLinkTarget,
} from '@app/contracts';
import {
  guestKeyOf,
  hostCookieName,
  readCookie,
  referrerOrigin,
  truncatedAddress,
  visitorUserAgent,
  type WindowCounter,
} from '@app/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { answerServiceUnavailable } from '../service-unavailable';
import type { LinkResolver } from './link-resolver';

export const HOME_PATH = '/';
const SHORT_LINK_PATH = /^\/s\/([^/]+)$/;

export interface ShortLinkRedirectsOptions {
  links: LinkResolver;
  /** Keeps a click until sharing has counted it; returns (or resolves) once it is kept. */
  queueClick: (click: ShortLinkClick) => void | Promise<void>;
  /** Visits per client address and minute, counted in this window. */
  visits: WindowCounter;
  visitLimitPerMinute: number;
  /** Sets `req.auth` from the access token, if it is valid (service-kit's `authenticate`). */
  authenticate: RequestHandler;
  logger: Logger;
}

/** A bare 302: no body, so no content negotiation for it (this path answers thousands of visits a second). */
function redirect(res: Response, location: string) {
  res.status(302).location(location).end();
}

/** Whether the visitor made the link: their guest cookie, or, only when needed, their verified access token. */
async function isSharer(req: Request, res: Response, link: ShortLinkTarget, authenticate: RequestHandler): Promise<boolean> {
  const guestCookie = readCookie(req.headers.cookie, hostCookieName(GUEST_COOKIE_NAME, req));
  if (guestCookie !== undefined && isSharedBy(link, { guestKey: guestKeyOf(guestCookie) })) return true;
  if (link.sharedByUserId === null || (!req.headers.cookie && !req.headers.authorization)) return false;
  await new Promise<void>((resolve) => void authenticate(req, res, () => resolve()));
  return isSharedBy(link, { userId: req.auth?.userId });
}

/**
 * `/s/{code}` answered at the gateway (spec §2 routes, §7 short-link resolution), without a request to sharing per
 * visit: the link comes from the cache, the click goes to the queue, and sharing counts it a moment later (the link's
 * clicks, its share's link_clicks, a visit). Everything else is as sharing does it itself: a link that does not work
 * now goes home (spec §8); a HEAD (a link preview), the sharer's own visit and a client over its visit budget are
 * redirected without counting; a counted visit of a share sets the share-visit cookie naming it, so the sign-up or
 * analysis it brings is credited to the share.
 */
export function shortLinkRedirects({
  links,
  queueClick,
  visits,
  visitLimitPerMinute,
  authenticate,
  logger,
}: ShortLinkRedirectsOptions): RequestHandler {
  // A plain middleware, not a Router: one function call per request on the site's busiest path.
  return async (req, res, next) => {
    // The raw segment, never decoded: anything that is not a short code (a malformed escape too) has no link.
    const code = SHORT_LINK_PATH.exec(req.path)?.[1];
    if (code === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    let link: ShortLinkTarget | null;
    try {
      link = await links.resolve(code);
    } catch (error) {
      logger.warn({ err: error }, 'short link not cached and sharing unreachable');
      answerServiceUnavailable(req, res, { json: false });
      return;
    }
    // Every visit must reach the gateway: no cache may keep the redirect.
    res.setHeader('Cache-Control', 'no-store');
    if (!link) {
      redirect(res, HOME_PATH);
      return;
    }
    const counted =
      req.method === 'GET' &&
      !(await isSharer(req, res, link, authenticate)) &&
      (await visits.hit(`ip:${req.ip ?? 'unknown'}`)).hits <= visitLimitPerMinute;
    if (counted) {
      const id = randomUUID();
      try {
        await queueClick({
          id,
          code: link.code,
          at: new Date().toISOString(),
          ipAddress: truncatedAddress(req.ip),
          userAgent: visitorUserAgent(req.headers['user-agent']),
          referrerUrl: referrerOrigin(req.headers.referer),
        });
        if (link.recordsVisits) res.cookie(hostCookieName(SHARE_VISIT_COOKIE_NAME, req), id, shareVisitCookieOptions(req.secure));
      } catch (error) {
        // The visitor still gets where the link leads; only the count is missing.
        logger.error({ err: error }, 'a short-link click could not be queued');
      }
    }
    redirect(res, link.target);
  };
}
