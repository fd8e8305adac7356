import type { AnalyticsEvent, AnalyticsEventInput, Language } from '@app/contracts';
import { hasAnalyticsConsent } from '../cookie-consent/consent-storage';
import { analyticsPagePath } from './analytics-page-path';
import { sendTelemetry } from './send-telemetry';
import { visitSessionId } from './visit-session';

/**
 * Spec §7 analytics: sends `event` to the account service only once the visitor has accepted cookies. Before
 * that (or after a refusal) it is dropped, not kept for later. `path` is the page it happened on (the router's
 * path, else the address bar's), sent as its route only.
 */
export function trackEvent(event: AnalyticsEvent, language: Language, path = window.location.pathname): Promise<void> {
  if (!hasAnalyticsConsent()) return Promise.resolve();
  const body: AnalyticsEventInput = { event, language, sessionId: visitSessionId(), page: analyticsPagePath(path) };
  return sendTelemetry('/events', body, language);
}
