import type { ServiceData } from '@app/contracts';
import { storedRows } from '@app/service-kit';
import { asc, eq } from 'drizzle-orm';
import type { AccountDatabase } from '../db/account-database';
import {
  cookieConsents,
  deletionRequests,
  errorLogs,
  exams,
  performanceMetrics,
  privacyPolicyClicks,
  profiles,
  userSettings,
} from '../db/schema';
import { examsOf } from '../exams/exam-repository';

/** What the account service holds about a user: profile, settings, exams, consents, telemetry and deletion requests, as stored. */
export async function accountExport(db: AccountDatabase, userId: string): Promise<ServiceData> {
  return {
    profiles: storedRows(profiles, await db.select().from(profiles).where(eq(profiles.id, userId))),
    user_settings: storedRows(userSettings, await db.select().from(userSettings).where(eq(userSettings.userId, userId))),
    exams: storedRows(exams, await examsOf(db, userId)),
    cookie_consents: storedRows(
      cookieConsents,
      await db.select().from(cookieConsents).where(eq(cookieConsents.userId, userId)).orderBy(asc(cookieConsents.createdAt)),
    ),
    privacy_policy_clicks: storedRows(
      privacyPolicyClicks,
      await db.select().from(privacyPolicyClicks).where(eq(privacyPolicyClicks.userId, userId)).orderBy(asc(privacyPolicyClicks.createdAt)),
    ),
    performance_metrics: storedRows(
      performanceMetrics,
      await db.select().from(performanceMetrics).where(eq(performanceMetrics.userId, userId)).orderBy(asc(performanceMetrics.createdAt)),
    ),
    error_logs: storedRows(
      errorLogs,
      await db.select().from(errorLogs).where(eq(errorLogs.userId, userId)).orderBy(asc(errorLogs.createdAt)),
    ),
    deletion_requests: storedRows(deletionRequests, await db.select().from(deletionRequests).where(eq(deletionRequests.userId, userId))),
  };
}
