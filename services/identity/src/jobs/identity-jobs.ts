import { DAY_MS, HOUR_MS, type JobDefinition, type ServiceDatabase } from '@app/service-kit';
import { and, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type * as schema from '../db/schema';
import { userSessions } from '../db/schema';

/** Spec §9: sessions are kept 30 days. */
export const SESSION_RETENTION_MS = 30 * DAY_MS;

/**
 * Sessions that began more than 30 days ago and can no longer be used (expired or revoked); their refresh
 * tokens go with them (ON DELETE CASCADE). A longer SESSION_ABSOLUTE_TIMEOUT_HOURS keeps a live session.
 */
export async function deleteOldSessions(db: ServiceDatabase<typeof schema>, now: Date): Promise<number> {
  const deleted = await db
    .delete(userSessions)
    .where(
      and(
        lt(userSessions.loginTime, new Date(now.getTime() - SESSION_RETENTION_MS)),
        or(lte(userSessions.expiresAt, now), isNotNull(userSessions.revokedAt)),
      ),
    )
    .returning({ id: userSessions.id });
  return deleted.length;
}

export function identityJobs({
  db,
  clock,
  logger,
  cleanupIntervalHours,
}: {
  db: () => ServiceDatabase<typeof schema>;
  clock: Clock;
  logger: Logger;
  cleanupIntervalHours: number;
}): JobDefinition[] {
  return [
    {
      name: 'identity.session-cleanup',
      intervalMs: cleanupIntervalHours * HOUR_MS,
      run: async () => {
        logger.info({ deleted: await deleteOldSessions(db(), clock()) }, 'sessions older than 30 days deleted');
      },
    },
  ];
}
