import type { Language } from '@app/contracts';
import { trackEvent } from '../telemetry/track-event';
import { referralVisitSettled } from './capture-referral';
import { postReferral } from './referral-api';
import { forgetReferralCode, storedReferralCode } from './referral-storage';

/**
 * Answers after which the code is forgotten: recorded (201, or 200 when this account was already referred),
 * malformed, unknown or inactive (404), or the user's own code (422). The last ones are dropped silently: the
 * user has just signed in and has nothing to do about them.
 */
const FINAL_ANSWERS = new Set([200, 201, 400, 404, 422]);

let sending: Promise<void> | undefined;

async function send(language: Language): Promise<void> {
  await referralVisitSettled();
  const code = storedReferralCode();
  if (!code) return;
  try {
    const status = await postReferral(code, language);
    // 201: this sign-up was newly credited to the referrer.
    if (status === 201) void trackEvent({ name: 'referral', props: { action: 'signup' } }, language);
    if (FINAL_ANSWERS.has(status)) forgetReferralCode();
    else console.warn(`referral not recorded yet: the service answered ${status}`);
  } catch (error) {
    console.warn('referral not recorded yet', error);
  }
}

/**
 * Spec §4 "registered": once signed in (after a sign-up or a sign-in), the code kept from a referral link is
 * sent. A network failure or a 5xx keeps it for the next sign-in. Concurrent calls share one request.
 */
export function recordStoredReferral(language: Language): Promise<void> {
  sending ??= send(language).finally(() => {
    sending = undefined;
  });
  return sending;
}
