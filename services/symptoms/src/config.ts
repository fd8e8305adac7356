import {
  authConfigShape,
  cleanupIntervalConfigShape,
  csrfConfigShape,
  internalTokenConfigShape,
  scheduledJobsConfigShape,
} from '@app/service-kit';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Environment variables of the symptoms service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const symptomsConfigShape = {
  ...authConfigShape,
  ...internalTokenConfigShape,
  ...scheduledJobsConfigShape,
  ...cleanupIntervalConfigShape,
  /** Origins a cookie-carrying POST may come from (comma-separated); the same default as identity's. */
  PUBLIC_ORIGIN: csrfConfigShape.PUBLIC_ORIGIN.default(['http://localhost:8080', 'http://127.0.0.1:8080']),
  /** Who answers analyses; the built-in engine always stands behind an external provider. */
  ANALYSIS_PROVIDER: z.enum(['builtin', 'webhook', 'llm']).default('builtin'),
  /** Spec §7: one automation webhook per language; a language without its own URL uses the pt one. */
  ANALYSIS_WEBHOOK_URL_PT: httpUrl,
  ANALYSIS_WEBHOOK_URL_EN: httpUrl,
  ANALYSIS_WEBHOOK_URL_ES: httpUrl,
  ANALYSIS_WEBHOOK_URL_DE: httpUrl,
  ANALYSIS_WEBHOOK_URL_FR: httpUrl,
  /** Spec §9: 45 s per attempt and 1 s × attempt number between attempts; smaller in tests. */
  WEBHOOK_TIMEOUT_MS: positiveInt(45_000),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(0).default(1_000),
  /** Any OpenAI-compatible chat-completions API, e.g. https://api.openai.com/v1. */
  LLM_BASE_URL: httpUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  /**
   * Whether outbound provider calls may reach loopback, private and link-local addresses (SSRF guard).
   * Unset: allowed except when NODE_ENV=production.
   */
  OUTBOUND_ALLOW_PRIVATE_NETWORK: flag.optional(),
  /** The pro service's own origin (internal routes): it says who has Pro's unlimited history. Unset: everyone has the free view. */
  PRO_URL: httpUrl,
  /**
   * The sharing service's own origin (internal routes): it says whose referrals unlocked the full history.
   * Unset: no one's history is unlocked by referrals.
   */
  SHARING_URL: httpUrl,
  /** Where sharing hears analysis.created (referrals, share conversions) and analysis.deleted (it revokes the analysis's short links). */
  SHARING_EVENTS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4005/internal/events'),
  /** POST analyses and refinements per client IP and minute. */
  ANALYSIS_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  /**
   * An OpenStreetMap Overpass API interpreter (e.g. https://overpass-api.de/api/interpreter) for the find-care page's
   * nearby clinics. Unset: the page offers no nearby search and nothing is asked of any map service.
   */
  PLACES_URL: httpUrl,
  /** How far around the person's (rounded) position to look for clinics, hospitals and doctors. */
  PLACES_RADIUS_METERS: z.coerce.number().int().min(500).max(20_000).default(5_000),
  PLACES_TIMEOUT_MS: positiveInt(8_000),
  /** Nearby searches per client and minute: each one costs the provider a query. */
  PLACES_RATE_LIMIT_PER_MINUTE: positiveInt(10),
  /** HMAC-SHA256 key of the guest cookie; when unset one is generated and kept in DATA_DIR. */
  GUEST_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

export type SymptomsConfigShape = typeof symptomsConfigShape;

/** Settings that are valid one by one but not together; the service refuses to start with the message. */
export class ConfigurationError extends Error {}
