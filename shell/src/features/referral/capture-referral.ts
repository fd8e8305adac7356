import { REFERRAL_PARAM, readReferralCode } from '@app/contracts';
import type { Language, ReferralVisitInput } from '@app/contracts';
import { trackEvent } from '../telemetry/track-event';
import { postReferralVisit } from './referral-api';
import { keepReferralCode } from './referral-storage';

/** What came of a page's `?ref=`: nothing to do, recorded, an invalid code (spec §8: only a warning), or kept untold. */
export type ReferralVisitOutcome = 'none' | 'recorded' | 'invalid' | 'unrecorded';

/** The code this tab already reported: a reload or a language switch keeps `?ref` in the address. */
const REPORTED_KEY = 'vitalia.referral-visit';
const UTM_MAX_LENGTH = 100;

let visitInFlight: Promise<unknown> = Promise.resolve();

function firstTime(code: string): boolean {
  try {
    if (sessionStorage.getItem(REPORTED_KEY) === code) return false;
    sessionStorage.setItem(REPORTED_KEY, code);
  } catch {
    // storage blocked: report it; the service counts a visit per request anyway
  }
  return true;
}

function utm(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim().slice(0, UTM_MAX_LENGTH);
  return value ? value : undefined;
}

function visitOf(code: string, params: URLSearchParams): ReferralVisitInput {
  const visit: ReferralVisitInput = { code };
  const source = utm(params, 'utm_source');
  const medium = utm(params, 'utm_medium');
  const campaign = utm(params, 'utm_campaign');
  if (source) visit.utmSource = source;
  if (medium) visit.utmMedium = medium;
  if (campaign) visit.utmCampaign = campaign;
  return visit;
}

async function recordVisit(visit: ReferralVisitInput, language: Language): Promise<ReferralVisitOutcome> {
  try {
    const status = await postReferralVisit(visit, language);
    if (status === 400 || status === 404) return 'invalid';
    // Kept even when the visit was not recorded (5xx, 429): the code may well be valid for the sign-up.
    keepReferralCode(visit.code);
    return status >= 200 && status < 300 ? 'recorded' : 'unrecorded';
  } catch (error) {
    console.warn('referral visit not recorded', error);
    keepReferralCode(visit.code);
    return 'unrecorded';
  }
}

/**
 * Spec §4 "visited": a page opened with `?ref=CODE` reports the visit once per tab, with the link's utm
 * values, and keeps the code for the sign-up or sign-in that may follow.
 */
export function captureReferral(search: string, language: Language): Promise<ReferralVisitOutcome> {
  const params = new URLSearchParams(search);
  const raw = params.get(REFERRAL_PARAM)?.trim();
  if (!raw || !firstTime(raw)) return Promise.resolve('none');
  const code = readReferralCode(raw);
  if (!code) return Promise.resolve('invalid');
  const outcome = recordVisit(visitOf(code, params), language);
  visitInFlight = outcome;
  return outcome.then((result) => {
    if (result !== 'invalid') void trackEvent({ name: 'referral', props: { action: 'visit' } }, language);
    return result;
  });
}

/** Settles once the visit being reported (if any) has been answered, so that the referral follows its visit. */
export function referralVisitSettled(): Promise<void> {
  return visitInFlight.then(
    () => undefined,
    () => undefined,
  );
}
