import { z } from 'zod';
import { languageSchema } from '../common/language';
import { ERROR_MESSAGE_MAX_LENGTH, ERROR_STACK_MAX_LENGTH } from './client-error-limits';

/**
 * Client telemetry of spec §1 "operational monitoring" (§3 performance_metrics, error_logs,
 * privacy_policy_clicks). Anonymous; the service adds the user id from a valid access cookie and the
 * user agent from the request, so neither is trusted from the body.
 */

/** The visit id of spec §3 "Session storage", shared with cookie_consents.session_id. */
export const visitSessionIdSchema = z.uuid();

/** A path on this site without query or fragment: those can carry tokens (reset links, shares). */
const pagePathSchema = z
  .string()
  .max(512)
  .regex(/^\/[^?#\s]*$/);

export const performanceMetricInputSchema = z
  .object({
    /** What was timed, e.g. `web_vitals.LCP`. */
    operation: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
    /** Milliseconds; for `web_vitals.CLS` (a unitless score) the score × 1000. */
    durationMs: z.number().int().min(0).max(3_600_000),
    language: languageSchema,
    success: z.boolean(),
    errorMessage: z.string().max(ERROR_MESSAGE_MAX_LENGTH).nullish(),
  })
  .strict()
  .meta({ id: 'PerformanceMetricInput' });
export type PerformanceMetricInput = z.input<typeof performanceMetricInputSchema>;

export const clientErrorInputSchema = z
  .object({
    errorMessage: z.string().min(1).max(ERROR_MESSAGE_MAX_LENGTH),
    errorStack: z.string().max(ERROR_STACK_MAX_LENGTH).nullish(),
    language: languageSchema,
    page: pagePathSchema,
    sessionId: visitSessionIdSchema,
  })
  .strict()
  .meta({ id: 'ClientErrorInput' });
export type ClientErrorInput = z.input<typeof clientErrorInputSchema>;

/** Where a privacy-policy link was clicked. */
export const PRIVACY_POLICY_CLICK_SOURCES = ['footer', 'cookie_banner', 'signup_form'] as const;
export type PrivacyPolicyClickSource = (typeof PRIVACY_POLICY_CLICK_SOURCES)[number];

export const privacyPolicyClickInputSchema = z
  .object({
    source: z.enum(PRIVACY_POLICY_CLICK_SOURCES),
    language: languageSchema,
    sessionId: visitSessionIdSchema,
    /** The page the link was clicked on. */
    referrer: pagePathSchema.nullish(),
  })
  .strict()
  .meta({ id: 'PrivacyPolicyClickInput' });
export type PrivacyPolicyClickInput = z.input<typeof privacyPolicyClickInputSchema>;
