import {
  recordShortLinkClicksRoute,
  shortLinkRevocationsRoute,
  shortLinkTargetRoute,
  type RecordedClicks,
  type ShortLinkRevocations,
  type ShortLinkTarget,
} from '@app/contracts';
import { AppError, expressPath, internalToken, jsonBody, mountRoute, requireInternalToken } from '@app/service-kit';
import type { SharingContext } from '../sharing-context';
import { recordClicks } from './record-clicks';
import { shortLinkTarget } from './short-link-repository';
import { revocationsSince } from './short-link-revocations';

/** A full batch of clicks with the longest user agents and referrers the contract allows. */
const CLICKS_BODY_LIMIT = '2mb';

/**
 * What the gateway needs to answer `/s/{code}` without a database round trip per visit: the link to cache, the
 * feed of revoked codes to drop from its cache, and the endpoint its click queue is flushed to. At the site root,
 * which the gateway never forwards to, and behind the internal token.
 */
export function internalShortLinkRoutes(ctx: SharingContext): void {
  const internalOnly = requireInternalToken(internalToken(ctx.config));

  ctx.root.get(expressPath(shortLinkTargetRoute.path), internalOnly);
  mountRoute(ctx.root, shortLinkTargetRoute, async ({ params }, _req, res) => {
    const link = await shortLinkTarget(ctx.db, params.code);
    if (!link) throw new AppError('not_found', 404);
    res.json(link satisfies ShortLinkTarget);
  });

  ctx.root.get(shortLinkRevocationsRoute.path, internalOnly);
  mountRoute(ctx.root, shortLinkRevocationsRoute, async ({ query }, _req, res) => {
    const revocations = await revocationsSince(ctx.db, query.since === undefined ? undefined : new Date(query.since));
    res.json(revocations satisfies ShortLinkRevocations);
  });

  ctx.root.post(recordShortLinkClicksRoute.path, internalOnly, jsonBody({ limit: CLICKS_BODY_LIMIT }));
  mountRoute(ctx.root, recordShortLinkClicksRoute, async ({ body }, _req, res) => {
    res.json((await recordClicks(ctx.db, body.clicks)) satisfies RecordedClicks);
  });
}
