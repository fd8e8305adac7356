import { authConfigShape, csrfConfigShape, internalTokenConfigShape } from '@app/service-kit';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Environment variables of the pro service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const proConfigShape = {
  ...authConfigShape,
  ...internalTokenConfigShape,
  /** Origins a browser's change may come from (comma-separated); the first is where Stripe sends people back. */
  PUBLIC_ORIGIN: csrfConfigShape.PUBLIC_ORIGIN.default(['http://localhost:8080', 'http://127.0.0.1:8080']),
  /**
   * Spec §2: Pro screens are open to internal test accounts only. The accounts (e-mails, comma-separated) whose
   * Pro calls are answered; everyone else gets 403 test_access_required. Empty by default: nobody.
   */
  PRO_TEST_ACCESS_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  /** `open` lifts the test-access gate for a public launch: every signed-in account has test access. */
  PRO_TEST_ACCESS: z.enum(['list', 'open']).default('list'),
  /** Stripe API key (sk_test_… or sk_live_…). Without it and without STRIPE_API_URL, checkout and portal answer 503. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /**
   * Where the Stripe SDK sends its calls instead of api.stripe.com: `npm start` points it at the local Stripe
   * test double (tools/stripe-double) when no real key is given. Leave unset with a real key.
   */
  STRIPE_API_URL: httpUrl,
  /** The signing secret (whsec_…) every webhook request is verified with. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The recurring price of the Pro plan (price_…); spec: the price itself is not shown. */
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  /** Mail server for family invitations (`npm start` points it at its local mail catcher); unset: none sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vitalia <no-reply@vitalia.local>'),
  /** An OpenAI-compatible chat-completions API for the AI chat; unset: the built-in assistant over the triage engine. */
  LLM_BASE_URL: httpUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  /**
   * The symptoms service's origin, for the chat's "what did my last analysis say?" (its internal recent-analyses
   * route). The same variable the account service reads; `npm start`, compose and k8s pass it to every service.
   */
  SYMPTOMS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4003'),
  /** Chat messages per user and minute (beyond: 429). */
  CHAT_RATE_LIMIT_PER_MINUTE: positiveInt(20),
};
