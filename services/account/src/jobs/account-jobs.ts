import { DAY_MS, HOUR_MS, type JobDefinition } from '@app/service-kit';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { AccountContext } from '../account-context';
import { cookieConsents, profiles, userSettings } from '../db/schema';
import { usageReport, type AnalysesUsageClient } from './usage-report';

/** Spec §9: anonymous cookie consents are kept 2 years. */
export const ANONYMOUS_CONSENT_RETENTION_MS = 2 * 365 * DAY_MS;

/** The account service's scheduled jobs (spec §7, §9). */
export function accountJobs(ctx: AccountContext, analyses: AnalysesUsageClient): JobDefinition[] {
  const { config, logger } = ctx;
  const cleanupIntervalMs = config.CLEANUP_INTERVAL_HOURS * HOUR_MS;
  return [
    {
      name: 'account.database-health',
      intervalMs: config.HEALTH_CHECK_INTERVAL_MINUTES * 60_000,
      // Spec §7: "select from profiles, limit 1".
      run: async () => {
        await ctx.db.select({ id: profiles.id }).from(profiles).limit(1);
      },
    },
    {
      name: 'account.usage-report',
      intervalMs: config.USAGE_REPORT_INTERVAL_HOURS * HOUR_MS,
      run: async (signal) => {
        logger.info({ usageReport: await usageReport(ctx.db, analyses, signal) }, 'usage report');
      },
    },
    {
      name: 'account.cookie-consent-cleanup',
      intervalMs: cleanupIntervalMs,
      run: async () => {
        const cutoff = new Date(Date.now() - ANONYMOUS_CONSENT_RETENTION_MS);
        const deleted = await ctx.db
          .delete(cookieConsents)
          .where(and(isNull(cookieConsents.userId), lt(cookieConsents.createdAt, cutoff)))
          .returning({ id: cookieConsents.id });
        logger.info({ deleted: deleted.length }, 'anonymous cookie consents older than 2 years deleted');
      },
    },
    {
      name: 'account.settings-integrity',
      intervalMs: cleanupIntervalMs,
      // Every profile has settings; one that lacks them gets the spec's defaults.
      run: async () => {
        const inserted = await ctx.db.execute(
          sql`insert into ${userSettings} (user_id)
              select ${profiles.id} from ${profiles}
              where not exists (select 1 from ${userSettings} where ${userSettings.userId} = ${profiles.id})
              on conflict do nothing
              returning user_id`,
        );
        // PGlite and node-postgres both answer with the returned rows in `rows`.
        logger.info({ inserted: (inserted as unknown as { rows: unknown[] }).rows.length }, 'missing user settings inserted');
      },
    },
  ];
}
