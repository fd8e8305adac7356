import { internalProStatusRoute } from '@app/contracts';
import { mountRoute, requireInternalToken } from '@app/service-kit';
import { Router } from 'express';
import { hasProFeatures } from '../access/pro-access';
import type { ProContext } from '../pro-context';

/** `GET /internal/pro-status/{userId}` at the site root (the gateway forwards only /api/…), internal token only. */
export function proStatusRoute({ db, token }: { db: () => ProContext['db']; token: string }): Router {
  const router = Router();
  router.get('/internal/pro-status/:userId', requireInternalToken(token));
  mountRoute(router, internalProStatusRoute, async ({ params }, _req, res) => {
    res.json({ pro: await hasProFeatures(db(), params.userId) });
  });
  return router;
}
