import { internalAnalysesUsageRoute, type AnalysesUsage } from '@app/contracts';
import { AppError, DAY_MS, mountRoute, requireInternalToken, type ServiceDatabase } from '@app/service-kit';
import { count, gte } from 'drizzle-orm';
import { Router } from 'express';
import type * as schema from '../db/schema';
import { symptomAnalyses } from '../db/schema';

/** `GET /internal/usage?days=` at the site root: analyses per language, counts only, for account's usage report. */
export function analysesUsageRoute({ db, token }: { db: () => ServiceDatabase<typeof schema>; token: string }): Router {
  const router = Router();
  router.get(internalAnalysesUsageRoute.path, requireInternalToken(token));
  mountRoute(router, internalAnalysesUsageRoute, async ({ query }, _req, res) => {
    const since = new Date(Date.now() - query.days * DAY_MS);
    const rows = await db()
      .select({ language: symptomAnalyses.language, analyses: count() })
      .from(symptomAnalyses)
      .where(gte(symptomAnalyses.createdAt, since))
      .groupBy(symptomAnalyses.language)
      .catch((error: unknown) => {
        throw new AppError('unavailable', 503, { cause: error });
      });
    res.json({ analysesByLanguage: Object.fromEntries(rows.map((row) => [row.language, row.analyses])) } satisfies AnalysesUsage);
  });
  return router;
}
