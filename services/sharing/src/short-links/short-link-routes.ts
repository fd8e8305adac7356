import { followShortLinkRoute } from '@app/contracts';
import { mountRoute } from '@app/service-kit';
import type { SharingContext } from '../sharing-context';
import { followShortLink } from './follow-short-link';

export function shortLinkRoutes(ctx: SharingContext): void {
  // Served at the site root: the gateway forwards /s/:code unchanged.
  mountRoute(ctx.root, followShortLinkRoute, async ({ params }, req, res) => {
    // HEAD (link previews, crawlers) learns the target without counting a click.
    const target = await followShortLink(ctx.db, params.code, { countClick: req.method === 'GET' });
    res.redirect(302, target);
  });
}
