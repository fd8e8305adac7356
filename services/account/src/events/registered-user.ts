import { SETTINGS_LANGUAGE_BY_CODE, type UserRegisteredEvent } from '@app/contracts';
import type { AccountDatabase } from '../db/account-database';
import { profiles, userSettings } from '../db/schema';
import { registrationClient } from './registration-client';

/**
 * A new account's profile (spec §3 fields, member since the sign-up) and its settings with the
 * defaults of spec §9 in the language the user signed up in. Rows already there are kept, so a second
 * event for the same user changes nothing.
 */
export async function createRegisteredUser(db: AccountDatabase, { occurredAt, payload }: UserRegisteredEvent): Promise<void> {
  const { browserInfo, deviceInfo } = registrationClient(payload.userAgent);
  await db
    .insert(profiles)
    .values({
      id: payload.userId,
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      createdAt: new Date(occurredAt),
      registrationIp: payload.registrationIp,
      browserInfo,
      deviceInfo,
    })
    .onConflictDoNothing();
  await db
    .insert(userSettings)
    .values({ userId: payload.userId, language: SETTINGS_LANGUAGE_BY_CODE[payload.language] })
    .onConflictDoNothing();
}
