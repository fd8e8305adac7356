import type { CookieConsentInput } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import * as schema from '../db/schema';

export interface StoredCookieConsent {
  id: string;
  createdAt: Date;
}

/** Consents from the banner are anonymous: user_id stays null (spec §3). */
export async function insertCookieConsent(db: ServiceDatabase<typeof schema>, consent: CookieConsentInput): Promise<StoredCookieConsent> {
  const [row] = await db
    .insert(schema.cookieConsents)
    .values({
      userId: null,
      language: consent.language,
      browserInfo: consent.browserInfo,
      deviceInfo: consent.deviceInfo,
      sessionId: consent.sessionId,
    })
    .returning({ id: schema.cookieConsents.id, createdAt: schema.cookieConsents.createdAt });
  if (!row) throw new Error('insert into cookie_consents returned no row');
  return row;
}
