import { recentAnalysesRoute, screeningsCountRoute, shareSnapshotRoute, type RecentAnalyses, type ScreeningsCount } from '@app/contracts';
import { AppError, expressPath, jsonBody, mountRoute, requireInternalToken, type ServiceDatabase } from '@app/service-kit';
import { Router } from 'express';
import type * as schema from '../db/schema';
import { countUserAnalyses } from '../storage/account-analyses';
import { recentAnalysesOf } from './recent-analyses';
import { shareSnapshotOf } from './share-snapshot';

/**
 * `GET /internal/count?userId=` (account's dashboard) and `GET /internal/users/{userId}/recent-analyses` (pro's
 * chat) at the site root: the gateway only forwards `/api/...`, so only the machine's services reach them, and
 * they must present the internal token. `POST /internal/analyses/{id}/share-snapshot` serves sharing's short links.
 */
export function internalRoutes({
  db,
  token,
  guestSecret,
}: {
  db: () => ServiceDatabase<typeof schema>;
  token: string;
  guestSecret: string;
}): Router {
  const router = Router();
  router.get(screeningsCountRoute.path, requireInternalToken(token));
  mountRoute(router, screeningsCountRoute, async ({ query }, _req, res) => {
    const screenings = await countUserAnalyses(db(), query.userId).catch((error: unknown) => {
      throw new AppError('unavailable', 503, { cause: error });
    });
    res.json({ screenings } satisfies ScreeningsCount);
  });
  router.get(expressPath(recentAnalysesRoute.path), requireInternalToken(token));
  mountRoute(router, recentAnalysesRoute, async ({ params, query }, _req, res) => {
    const analyses = await recentAnalysesOf(db(), params.userId, query.limit).catch((error: unknown) => {
      throw new AppError('unavailable', 503, { cause: error });
    });
    res.json({ analyses } satisfies RecentAnalyses);
  });
  router.post(expressPath(shareSnapshotRoute.path), requireInternalToken(token), jsonBody());
  mountRoute(router, shareSnapshotRoute, async ({ params, body }, _req, res) => {
    const shared = await shareSnapshotOf(db(), guestSecret, params.id, body);
    if (!shared) throw new AppError('not_found', 404);
    res.json(shared);
  });
  return router;
}
