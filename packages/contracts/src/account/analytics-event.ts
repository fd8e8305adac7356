import { z } from 'zod';
import { languageSchema } from '../common/language';
import { visitSessionIdSchema } from './telemetry.input';

/**
 * Spec §7 "Analytics events are sent for language change, cookie consent, shares, login, page views,
 * referral and sharing". Sent only after the visitor accepted cookies, to the account service alone, never
 * with a user id. Each event's details are small closed sets: no free text, nothing about a person or
 * their health.
 */

/** A page was shown: once per navigation. */
const pageViewSchema = z.object({ name: z.literal('page_view') }).strict();

/** The visitor switched the site's language with the language picker. */
const languageChangeSchema = z
  .object({ name: z.literal('language_change'), props: z.object({ from: languageSchema, to: languageSchema }).strict() })
  .strict();

/** The visitor accepted cookies (the first event analytics may send). */
const cookieConsentSchema = z.object({ name: z.literal('cookie_consent') }).strict();

/** A sign-in succeeded. */
const loginSchema = z.object({ name: z.literal('login') }).strict();

/** `visit`: a page was opened from a referral link; `signup`: a sign-up was credited to the referrer. */
const referralSchema = z
  .object({ name: z.literal('referral'), props: z.object({ action: z.enum(['visit', 'signup']) }).strict() })
  .strict();

/** A link was passed on: through the device's share sheet, WhatsApp, or copied; an analysis's link or a referral link. */
const shareSchema = z
  .object({
    name: z.literal('share'),
    props: z.object({ channel: z.enum(['native', 'whatsapp', 'copy']), content: z.enum(['analysis', 'referral']) }).strict(),
  })
  .strict();

/** A short link to an analysis was made, or a shared result was opened by whoever held its link. */
const sharingSchema = z
  .object({ name: z.literal('sharing'), props: z.object({ action: z.enum(['link_created', 'link_opened']) }).strict() })
  .strict();

/** What happened: the event's name and its details, if it has any. */
export const analyticsEventSchema = z
  .discriminatedUnion('name', [
    pageViewSchema,
    languageChangeSchema,
    cookieConsentSchema,
    loginSchema,
    referralSchema,
    shareSchema,
    sharingSchema,
  ])
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];
export const ANALYTICS_EVENT_NAMES = analyticsEventSchema.options.map((option) => option.shape.name.value);

/**
 * The page an event happened on, as its route: `/pt/historico`, `/404`. Never a query, a fragment or a
 * shared result's code (those can carry tokens): lower-case slugs only, at most two segments.
 */
export const analyticsPagePathSchema = z.string().regex(/^\/[a-z0-9-]{0,40}(?:\/[a-z0-9-]{1,40})?$/);

export const analyticsEventInputSchema = z
  .object({
    event: analyticsEventSchema,
    /** The page's language when the event happened. */
    language: languageSchema,
    /** The tab's visit id (spec §3 session storage): ties a visit's events together without naming anyone. */
    sessionId: visitSessionIdSchema,
    page: analyticsPagePathSchema,
  })
  .strict()
  .meta({ id: 'AnalyticsEventInput' });
export type AnalyticsEventInput = z.input<typeof analyticsEventInputSchema>;

/** The events a remote may report (mf-sharing's shares and links). */
export const remoteAnalyticsEventSchema = z.discriminatedUnion('name', [shareSchema, sharingSchema]);
export type RemoteAnalyticsEvent = z.infer<typeof remoteAnalyticsEventSchema>;
