import { eq } from 'drizzle-orm';
import type { AccountDatabase } from '../db/account-database';
import { cookieConsents, errorLogs, performanceMetrics, privacyPolicyClicks, profiles, userSettings } from '../db/schema';
import { deleteExamsOf } from '../exams/exam-repository';
import { markDeletionProcessing } from '../privacy/deletion-request-repository';

/**
 * Every row this service holds about the user: profile, settings, exams, consents and telemetry. The user's
 * deletion request moves on to `processing` and forgets the user id.
 */
export async function deleteUserData(db: AccountDatabase, userId: string): Promise<void> {
  await db.delete(userSettings).where(eq(userSettings.userId, userId));
  await db.delete(profiles).where(eq(profiles.id, userId));
  await deleteExamsOf(db, userId);
  await db.delete(cookieConsents).where(eq(cookieConsents.userId, userId));
  await db.delete(privacyPolicyClicks).where(eq(privacyPolicyClicks.userId, userId));
  await db.delete(performanceMetrics).where(eq(performanceMetrics.userId, userId));
  await db.delete(errorLogs).where(eq(errorLogs.userId, userId));
  await markDeletionProcessing(db, userId);
}
