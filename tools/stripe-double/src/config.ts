import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const stripeDoubleConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4010),
    /** Loopback unless told otherwise: whoever reaches the double can "pay" and read the customers' addresses. */
    HOST: z.string().min(1).default('127.0.0.1'),
    /** The double's origin as browsers reach it, for its checkout and portal links; default http://HOST:PORT. */
    PUBLIC_URL: httpUrl.transform((url) => new URL(url).origin).optional(),
    /** Where webhooks go (the pro service's `/api/pro/stripe/webhook`); unset: events are sent nowhere. */
    STRIPE_DOUBLE_WEBHOOK_URL: httpUrl.optional(),
    /** The signing secret the pro service verifies webhooks with. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must be a whsec_… signing secret')
      .optional(),
    /** A JSON file keeping customers and subscriptions across restarts; unset: memory only. */
    STRIPE_DOUBLE_DATA_FILE: z.string().min(1).optional(),
  })
  .refine((config) => !config.STRIPE_DOUBLE_WEBHOOK_URL || config.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'is needed to sign the webhooks sent to STRIPE_DOUBLE_WEBHOOK_URL',
  });

export type StripeDoubleConfig = z.output<typeof stripeDoubleConfigSchema>;

/** Empty values count as unset, as in the services' configuration. */
export function loadStripeDoubleConfig(env: Record<string, string | undefined> = process.env): StripeDoubleConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  return stripeDoubleConfigSchema.parse(present);
}
