import type { SettingsLanguage, UserSettings } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { AccountDatabase } from '../db/account-database';
import { profiles, userSettings } from '../db/schema';

type SettingsRow = typeof userSettings.$inferSelect;

export function toUserSettings(row: SettingsRow): UserSettings {
  return {
    email_notifications: row.emailNotifications,
    // Only this service writes the column, always one of the contract's words.
    language: row.language as SettingsLanguage,
    share_data_consent: row.shareDataConsent,
    theme: row.theme as UserSettings['theme'],
    exam_analysis_notify: row.examAnalysisNotify,
  };
}

async function profileExists(db: AccountDatabase, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  return row !== undefined;
}

/**
 * The integrity rule of spec §7: a user whose settings row is missing gets one with the defaults of
 * spec §9 (the column defaults) when the settings are read. Undefined when the user has no profile.
 */
export async function findOrCreateSettings(db: AccountDatabase, userId: string): Promise<SettingsRow | undefined> {
  const [existing] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (existing) return existing;
  if (!(await profileExists(db, userId))) return undefined;
  await db.insert(userSettings).values({ userId }).onConflictDoNothing();
  const [created] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return created;
}

/** "Save all": the whole object replaces the stored settings. Undefined when the user has no profile. */
export async function replaceSettings(db: AccountDatabase, userId: string, settings: UserSettings): Promise<SettingsRow | undefined> {
  if (!(await profileExists(db, userId))) return undefined;
  const values = {
    emailNotifications: settings.email_notifications,
    language: settings.language,
    shareDataConsent: settings.share_data_consent,
    theme: settings.theme,
    examAnalysisNotify: settings.exam_analysis_notify,
  };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  return row;
}
