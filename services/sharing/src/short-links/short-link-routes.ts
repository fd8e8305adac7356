import {
  createShortLinkRoute,
  followShortLinkRoute,
  listShortLinksRoute,
  revokeShortLinkRoute,
  sharedResultRoute,
  shareSnapshotSchema,
  type OwnShortLinks,
  type SharedResult,
} from '@app/contracts';
import {
  AppError,
  authenticate,
  expressPath,
  internalToken,
  mountRoute,
  referrerOrigin,
  requestRateLimit,
  truncatedAddress,
  visitorUserAgent,
  type ClientIdentity,
} from '@app/service-kit';
import type { Router } from 'express';
import type { SharingContext } from '../sharing-context';
import { createShortLink, shortUrl } from './create-short-link';
import { followShortLink } from './follow-short-link';
import { setShareVisitCookie } from './share-visit-cookie';
import { ownerCaller, sharingCaller } from './sharing-caller';
import { activeSnapshot, linksSharedBy, revokeLink } from './short-link-repository';
import { shareSnapshotOverHttp } from './symptoms-snapshot-client';

/** A user's or guest's budget follows them across addresses, as the analyses' budget does in symptoms. */
const userOrGuest: ClientIdentity = (req) => {
  const caller = sharingCaller(req);
  return caller.userId ? `user:${caller.userId}` : caller.guestKey ? `guest:${caller.guestKey}` : undefined;
};

export function shortLinkRoutes(api: Router, ctx: SharingContext): void {
  const [site = ''] = ctx.config.PUBLIC_ORIGIN;
  const source = shareSnapshotOverHttp({ baseUrl: ctx.config.SYMPTOMS_URL, token: internalToken(ctx.config) });
  ctx.identifyClients(userOrGuest);
  const creations = requestRateLimit({
    name: 'short-links',
    counters: ctx.counters,
    windowMs: 60_000,
    limit: ctx.config.SHORT_LINK_RATE_LIMIT_PER_MINUTE,
    identify: userOrGuest,
  });
  const pageReads = requestRateLimit({
    name: 'shared-results',
    counters: ctx.counters,
    windowMs: 60_000,
    limit: ctx.config.VISIT_RATE_LIMIT_PER_MINUTE,
  });
  const visits = ctx.counters.counter('visits', 60_000);

  api.post(createShortLinkRoute.path, creations);
  mountRoute(api, createShortLinkRoute, async ({ body }, req, res) => {
    const caller = ownerCaller(req);
    res.status(201).json(await createShortLink({ db: ctx.db, snapshots: source, site }, caller, body));
  });

  mountRoute(api, listShortLinksRoute, async (_input, req, res) => {
    const rows = await linksSharedBy(ctx.db, ownerCaller(req));
    const links = rows.map(({ revokedAt, ...row }) => ({
      ...row,
      url: shortUrl(site, row.code),
      analysisId: row.analysisId ?? '',
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      revoked: revokedAt !== null,
    }));
    res.json({ links } satisfies OwnShortLinks);
  });

  mountRoute(api, revokeShortLinkRoute, async ({ params }, req, res) => {
    if (!(await revokeLink(ctx.db, ownerCaller(req), params.code))) throw new AppError('not_found', 404);
    res.status(204).end();
  });

  api.get(
    expressPath(sharedResultRoute.path),
    (_req, res, next) => {
      // The page is public but must not be indexed; said on every answer, the 404 included.
      res.setHeader('X-Robots-Tag', 'noindex');
      next();
    },
    pageReads,
  );
  mountRoute(api, sharedResultRoute, async ({ params }, _req, res) => {
    const snapshot = shareSnapshotSchema.safeParse(await activeSnapshot(ctx.db, params.code));
    if (!snapshot.success) throw new AppError('not_found', 404);
    res.json({ code: params.code, result: snapshot.data } satisfies SharedResult);
  });

  // Served at the service's root for callers that reach it directly: the gateway answers /s/:code itself from its
  // cache (internal-short-link-routes.ts). The access token is read here too, so the owner's own visits are recognised.
  ctx.root.get('/s/:code', authenticate({ jwksUrl: ctx.config.IDENTITY_JWKS_URL }));
  mountRoute(ctx.root, followShortLinkRoute, async ({ params }, req, res) => {
    // Over its budget, a client still gets the page, but its visits are not recorded (no inflated counts). The
    // budget is spent before the link's transaction: PGlite has one connection, which that transaction holds.
    const withinBudget =
      req.method === 'GET' && (await visits.hit(`ip:${req.ip ?? 'unknown'}`)).hits <= ctx.config.VISIT_RATE_LIMIT_PER_MINUTE;
    const { target, visitId } = await followShortLink(ctx.db, params.code, {
      countClick: withinBudget,
      visitor: sharingCaller(req),
      visit: {
        ipAddress: truncatedAddress(req.ip),
        userAgent: visitorUserAgent(req.headers['user-agent']),
        referrerUrl: referrerOrigin(req.headers.referer),
      },
    });
    if (visitId) setShareVisitCookie(req, res, visitId);
    res.redirect(302, target);
  });
}
