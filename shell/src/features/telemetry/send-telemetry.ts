import type { Language } from '@app/contracts';

const TELEMETRY = '/api/account/telemetry';

/**
 * Posts one report to the account service. `keepalive` lets it outlive the page (web vitals are
 * reported when the tab is hidden or closed), like sendBeacon but with a JSON content type and the
 * X-Language header. Spec §8: tracking failures are logged and ignored.
 */
export async function sendTelemetry(
  path: '/performance' | '/errors' | '/privacy-policy-clicks' | '/events',
  body: object,
  language: Language,
): Promise<void> {
  try {
    const response = await fetch(`${TELEMETRY}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Language': language },
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify(body),
    });
    // An unread answer (a 429's JSON) keeps the request open in the browser: nothing is wanted from it.
    await response.body?.cancel();
    if (!response.ok) console.warn('telemetry not recorded', path, response.status);
  } catch (error) {
    console.warn('telemetry not recorded', path, error);
  }
}
