import type { Language, PrivacyPolicyClickInput, PrivacyPolicyClickSource } from '@app/contracts';
import { sendTelemetry } from './send-telemetry';
import { visitSessionId } from './visit-session';

/** Spec §3 privacy_policy_clicks: which link was followed, and on which page (path only). */
export function reportPrivacyPolicyClick(source: PrivacyPolicyClickSource, language: Language): Promise<void> {
  const click: PrivacyPolicyClickInput = {
    source,
    language,
    sessionId: visitSessionId(),
    referrer: window.location.pathname.slice(0, 512),
  };
  return sendTelemetry('/privacy-policy-clicks', click, language);
}
