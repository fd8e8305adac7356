import { z } from 'zod';
import type { Language } from '../common/language';
import { REFERRAL_CODE_PATTERN, REFERRAL_PARAM } from './referral-code';

/** Spec §9: completed referrals that unlock the full history. */
export const REFERRALS_REQUIRED = 3;

export const referralCodeSchema = z.string().trim().regex(REFERRAL_CODE_PATTERN);

/** `GET /referral`: the signed-in user's referral code (made once) and their progress. */
export const referralStatusSchema = z
  .object({
    code: z.string(),
    /** `<site>/{lang}?ref=CODE`, to share. */
    url: z.string(),
    /** Referred friends who completed their first analysis. */
    completed: z.number().int().nonnegative(),
    required: z.literal(REFERRALS_REQUIRED),
    unlocked: z.boolean(),
  })
  .meta({ id: 'ReferralStatus' });
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

/** `POST /referral-visits`: someone opened `/{lang}?ref=CODE` (spec §4 "visited"); utm values as they came. */
export const referralVisitInputSchema = z
  .object({
    code: referralCodeSchema,
    utmSource: z.string().max(100).optional(),
    utmMedium: z.string().max(100).optional(),
    utmCampaign: z.string().max(100).optional(),
  })
  .strict()
  .meta({ id: 'ReferralVisitInput' });
export type ReferralVisitInput = z.infer<typeof referralVisitInputSchema>;

/** `POST /referrals`: after sign-up or sign-in, the shell sends the code it kept from the visit. */
export const recordReferralInputSchema = z.object({ code: referralCodeSchema }).strict().meta({ id: 'RecordReferralInput' });
export type RecordReferralInput = z.infer<typeof recordReferralInputSchema>;

export const referralStatusValueSchema = z.enum(['visited', 'registered', 'completed_analysis']);
export type ReferralStatusValue = z.infer<typeof referralStatusValueSchema>;

export const recordedReferralSchema = z.object({ status: referralStatusValueSchema }).meta({ id: 'RecordedReferral' });
export type RecordedReferral = z.infer<typeof recordedReferralSchema>;

/** `GET /internal/referral-status/{userId}`: asked by symptoms to decide the history view. */
export const referralUnlockSchema = z
  .object({ completed: z.number().int().nonnegative(), unlocked: z.boolean() })
  .meta({ id: 'ReferralUnlock' });
export type ReferralUnlock = z.infer<typeof referralUnlockSchema>;

/** The tracking parameters a referral link carries besides `ref` (spec §9: campaign, content history_unlock). */
export const REFERRAL_UTM = {
  utm_source: 'referral',
  utm_medium: 'referral_link',
  utm_campaign: 'referral',
  utm_content: 'history_unlock',
} as const;

/** `<site>/{lang}?ref=CODE&utm_…`: the link a user shares to refer friends. */
export function referralUrl(origin: string, language: Language, code: string): string {
  const url = new URL(`/${language}`, origin);
  url.searchParams.set(REFERRAL_PARAM, code);
  for (const [name, value] of Object.entries(REFERRAL_UTM)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The cookie sharing sets on a visitor who followed someone else's short link: a random visit id (not
 * guessable, so it cannot be claimed by anyone who did not make the visit). Identity forwards it in
 * `user.registered`, symptoms in `analysis.created`, and sharing marks the visit's conversions from it.
 */
export const SHARE_VISIT_COOKIE_NAME = 'vitalia_share_visit';

/** How long a share visit can still convert: the cookie's lifetime, and the window the server accepts it in. */
export const SHARE_VISIT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The share-visit cookie's attributes (set as `__Host-` over https, see service-kit's hostCookieName, so no
 * subdomain can plant one). httpOnly: page scripts never need it; Lax: it rides the top-level navigations of the site.
 */
export function shareVisitCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SHARE_VISIT_LIFETIME_MS } as const;
}
