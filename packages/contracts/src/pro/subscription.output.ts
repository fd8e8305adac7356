import { z } from 'zod';

/** Stripe's subscription statuses, plus `none` for someone who never subscribed. */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * `GET /subscription`, the client subscription view (spec §3). `active` means Pro features: a Stripe
 * subscription that is active, trialing or past_due (past_due with a warning), or a place in the family of
 * such an owner (`source: "family"`, with the owner's plan dates).
 */
export const subscriptionSchema = z
  .object({
    active: z.boolean(),
    planType: z.literal('pro').nullable(),
    status: subscriptionStatusSchema,
    startDate: z.iso.datetime({ offset: true }).nullable(),
    endDate: z.iso.datetime({ offset: true }).nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** The e-mails this owner invited; empty for members and free users. */
    familyEmails: z.array(z.string()).max(3),
    source: z.enum(['stripe', 'family', 'none']),
    /** Whether this account may open Pro screens (PRO_TEST_ACCESS_EMAILS, or its family owner's). */
    testAccess: z.boolean(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The answer of `POST /checkout` and `POST /portal`: the Stripe page to open (in a new tab, spec §7). */
export const billingRedirectSchema = z.object({ url: z.url() }).meta({ id: 'BillingRedirect' });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/** `GET /internal/pro-status/{userId}`: whether the user has Pro features now, for the symptoms service's history. */
export const proStatusSchema = z.object({ pro: z.boolean() }).meta({ id: 'ProStatus' });
export type ProStatus = z.infer<typeof proStatusSchema>;
