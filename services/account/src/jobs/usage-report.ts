import { analysesUsageSchema, type AnalysesUsage } from '@app/contracts';
import { DAY_MS, INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { count, gte } from 'drizzle-orm';
import type { AccountDatabase } from '../db/account-database';
import { analyticsEvents, cookieConsents, profiles } from '../db/schema';

/** Spec §9: the usage report looks back 30 days. */
export const USAGE_WINDOW_DAYS = 30;

/** How many analyses were made per language; the symptoms service owns them. */
export interface AnalysesUsageClient {
  analysesByLanguage(days: number, signal: AbortSignal): Promise<AnalysesUsage['analysesByLanguage']>;
}

export function analysesUsageOverHttp({ baseUrl, token }: { baseUrl: string; token: string }): AnalysesUsageClient {
  return {
    async analysesByLanguage(days, signal) {
      const url = new URL('/internal/usage', baseUrl);
      url.searchParams.set('days', String(days));
      const response = await fetch(url, {
        headers: { [INTERNAL_TOKEN_HEADER]: token },
        signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
      });
      if (!response.ok) throw new Error(`symptoms answered ${response.status}`);
      return analysesUsageSchema.parse(await response.json()).analysesByLanguage;
    },
  };
}

export interface UsageReport {
  days: number;
  activeUsers: number;
  analysesByLanguage: Record<string, number>;
  cookieConsentsByLanguage: Record<string, number>;
  /** Analytics events (spec §7) per event name, then per language: `{ page_view: { pt: 12, en: 3 } }`. */
  analyticsEventsByNameAndLanguage: Record<string, Record<string, number>>;
}

async function analyticsEventCounts(db: AccountDatabase, since: Date): Promise<UsageReport['analyticsEventsByNameAndLanguage']> {
  const rows = await db
    .select({ name: analyticsEvents.name, language: analyticsEvents.language, events: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since))
    .groupBy(analyticsEvents.name, analyticsEvents.language);
  const counts: UsageReport['analyticsEventsByNameAndLanguage'] = {};
  for (const { name, language, events } of rows) counts[name] = { ...counts[name], [language]: events };
  return counts;
}

/**
 * Spec §7: active users (last login within the window), analyses and cookie consents per language, and the
 * analytics events per name and language. Counts only.
 */
export async function usageReport(db: AccountDatabase, analyses: AnalysesUsageClient, signal: AbortSignal): Promise<UsageReport> {
  const since = new Date(Date.now() - USAGE_WINDOW_DAYS * DAY_MS);
  const [active] = await db.select({ users: count() }).from(profiles).where(gte(profiles.lastLogin, since));
  const consents = await db
    .select({ language: cookieConsents.language, consents: count() })
    .from(cookieConsents)
    .where(gte(cookieConsents.createdAt, since))
    .groupBy(cookieConsents.language);
  return {
    days: USAGE_WINDOW_DAYS,
    activeUsers: active?.users ?? 0,
    analysesByLanguage: await analyses.analysesByLanguage(USAGE_WINDOW_DAYS, signal),
    cookieConsentsByLanguage: Object.fromEntries(consents.map((row) => [row.language, row.consents])),
    analyticsEventsByNameAndLanguage: await analyticsEventCounts(db, since),
  };
}
