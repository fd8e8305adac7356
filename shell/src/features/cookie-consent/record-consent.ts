import type { CookieConsentInput, Language } from '@app/contracts';
import { visitSessionId } from '../telemetry/visit-session';
import { browserInfo, deviceInfo } from './browser-details';

/** Records an accepted consent with the account service. Tracking failures are logged and ignored (spec §8). */
export async function recordConsent(language: Language): Promise<void> {
  const body: CookieConsentInput = {
    language,
    browserInfo: browserInfo(),
    deviceInfo: deviceInfo(),
    sessionId: visitSessionId(),
  };
  try {
    const response = await fetch('/api/account/cookie-consents', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': language },
      body: JSON.stringify(body),
    });
    if (!response.ok) console.warn('cookie consent not recorded', response.status);
  } catch (error) {
    console.warn('cookie consent not recorded', error);
  }
}
