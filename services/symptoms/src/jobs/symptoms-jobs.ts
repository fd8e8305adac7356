import { DAY_MS, HOUR_MS, type JobDefinition, type ServiceDatabase } from '@app/service-kit';
import { and, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type * as schema from '../db/schema';
import { symptomAnalyses } from '../db/schema';

/** Spec §9: analyses with no user are kept 1 year; a signed-in user's are kept until they delete them. */
export const GUEST_ANALYSIS_RETENTION_MS = 365 * DAY_MS;

/** Guests' analyses older than a year; their refinements and feedback go with them (ON DELETE CASCADE). */
export async function deleteOldGuestAnalyses(db: ServiceDatabase<typeof schema>, now: Date): Promise<number> {
  const deleted = await db
    .delete(symptomAnalyses)
    .where(and(isNull(symptomAnalyses.userId), lt(symptomAnalyses.createdAt, new Date(now.getTime() - GUEST_ANALYSIS_RETENTION_MS))))
    .returning({ id: symptomAnalyses.id });
  return deleted.length;
}

export function symptomsJobs({
  db,
  logger,
  cleanupIntervalHours,
}: {
  db: () => ServiceDatabase<typeof schema>;
  logger: Logger;
  cleanupIntervalHours: number;
}): JobDefinition[] {
  return [
    {
      name: 'symptoms.guest-analysis-cleanup',
      intervalMs: cleanupIntervalHours * HOUR_MS,
      run: async () => {
        logger.info({ deleted: await deleteOldGuestAnalyses(db(), new Date()) }, 'guest analyses older than 1 year deleted');
      },
    },
  ];
}
