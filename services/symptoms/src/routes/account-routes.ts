import { claimGuestAnalysesRoute, deleteAnalysisRoute, listAnalysesRoute, type ClaimedAnalyses } from '@app/contracts';
import { AppError, mountRoute, requireAuth, type ServiceDatabase } from '@app/service-kit';
import type { Request, Router } from 'express';
import type * as schema from '../db/schema';
import type { FullHistory } from '../history/full-history';
import { decodeHistoryCursor } from '../history/history-cursor';
import { historyPage } from '../history/history-page';
import type { OwnerResolver } from '../owner/owner';
import { moveGuestAnalysesToUser } from '../storage/account-analyses';
import { deleteOwnAnalysis } from '../storage/delete-analysis';

export interface AccountRoutesDeps {
  db: () => ServiceDatabase<typeof schema>;
  owners: OwnerResolver;
  fullHistory: FullHistory;
}

const unavailable = (error: unknown) => {
  throw new AppError('unavailable', 503, { cause: error });
};

/** requireAuth() ran first, so the user is there. */
const userIdOf = (req: Request): string => req.auth!.userId;

/** A signed-in user's analyses: taking over the guest's, the history list, and deleting one. */
export function accountRoutes(api: Router, { db, owners, fullHistory }: AccountRoutesDeps): void {
  api.post('/analyses/claim', requireAuth());
  api.get('/analyses', requireAuth());
  api.delete('/analyses/:id', requireAuth());

  mountRoute(api, claimGuestAnalysesRoute, async (_input, req, res) => {
    const guestId = owners.guestOf(req);
    const moved = guestId ? await moveGuestAnalysesToUser(db(), guestId, userIdOf(req)).catch(unavailable) : 0;
    if (guestId) owners.forgetGuest(req, res);
    res.json({ moved } satisfies ClaimedAnalyses);
  });

  mountRoute(api, listAnalysesRoute, async ({ query }, req, res) => {
    const after = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor);
    if (query.cursor !== undefined && !after)
      throw new AppError('validation', 400, { details: [{ path: 'cursor', message: 'not a cursor of this list' }] });
    const userId = userIdOf(req);
    const page = await historyPage(db(), userId, {
      limit: query.limit,
      after,
      fullHistoryBy: await fullHistory.fullHistoryBy(userId),
    }).catch(unavailable);
    res.json(page);
  });

  mountRoute(api, deleteAnalysisRoute, async ({ params }, req, res) => {
    // Someone else's analysis answers exactly like one that does not exist.
    const deleted = await deleteOwnAnalysis(db(), userIdOf(req), params.id).catch(unavailable);
    if (!deleted) throw new AppError('not_found', 404);
    res.status(204).end();
  });
}
