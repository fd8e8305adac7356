import { createCheckoutRoute, createPortalRoute, type Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { AppError, mountRoute, signedInUser, type Logger } from '@app/service-kit';
import { eq, sql } from 'drizzle-orm';
import type { Router } from 'express';
import type Stripe from 'stripe';
import { proAccessOf } from '../access/pro-access';
import { createStripeClient } from '../billing/stripe-client';
import { subscribers } from '../db/schema';
import type { ProContext } from '../pro-context';

/** Stripe's page languages for ours: Brazilian Portuguese is the product's pt market (spec). */
const STRIPE_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = {
  pt: 'pt-BR',
  en: 'en',
  es: 'es',
  de: 'de',
  fr: 'fr',
};

/** Stripe failures are logged by type and code only (their messages can quote customer data), then answered 503. */
async function callStripe<T>(logger: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { type, code, statusCode } = (error ?? {}) as { type?: string; code?: string; statusCode?: number };
    logger.warn({ event: 'stripe_call_failed', type, code, statusCode }, 'stripe call failed');
    throw new AppError('unavailable', 503, { messageKey: 'billingUnavailable' });
  }
}

export function billingRoutes(api: Router, ctx: ProContext): void {
  const stripe = createStripeClient(ctx.config);
  const origin = ctx.config.PUBLIC_ORIGIN[0];
  const proPage = (language: Language) => `${origin}${pathFor(language, 'pro')}`;

  function requireStripe(): Stripe {
    if (!stripe || !ctx.config.STRIPE_PRICE_ID) throw new AppError('unavailable', 503, { messageKey: 'billingUnavailable' });
    return stripe;
  }

  /** The user's Stripe customer, created once (the idempotency key keeps a double click from making two). */
  async function customerOf(client: Stripe, user: { userId: string; email: string }, existing: string | null | undefined) {
    if (existing) return existing;
    const customer = await callStripe(ctx.logger, () =>
      client.customers.create({ email: user.email, metadata: { userId: user.userId } }, { idempotencyKey: `customer-${user.userId}` }),
    );
    const [row] = await ctx.db
      .insert(subscribers)
      .values({ userId: user.userId, email: user.email, stripeCustomerId: customer.id })
      .onConflictDoUpdate({
        target: subscribers.userId,
        set: { stripeCustomerId: sql`coalesce(${subscribers.stripeCustomerId}, excluded.stripe_customer_id)`, updatedAt: new Date() },
      })
      .returning();
    return row?.stripeCustomerId ?? customer.id;
  }

  mountRoute(api, createCheckoutRoute, async ({ body }, req, res) => {
    const access = proAccessOf(req);
    if (access.pro) throw new AppError('conflict', 409, { messageKey: 'alreadyPro' });
    const client = requireStripe();
    const user = signedInUser(req);
    const customer = await customerOf(client, user, access.own?.stripeCustomerId);
    // The owner's current e-mail: their family members' test access follows it (resolveAccess).
    await ctx.db.update(subscribers).set({ email: user.email }).where(eq(subscribers.userId, user.userId));
    const session = await callStripe(ctx.logger, () =>
      client.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: user.userId,
        line_items: [{ price: ctx.config.STRIPE_PRICE_ID, quantity: 1 }],
        subscription_data: { metadata: { userId: user.userId } },
        metadata: { userId: user.userId },
        success_url: `${proPage(body.language)}?checkout=success`,
        cancel_url: `${proPage(body.language)}?checkout=cancelled`,
        locale: STRIPE_LOCALES[body.language],
      }),
    );
    if (!session.url) throw new AppError('unavailable', 503, { messageKey: 'billingUnavailable' });
    res.json({ url: session.url });
  });

  mountRoute(api, createPortalRoute, async ({ body }, req, res) => {
    const customer = proAccessOf(req).own?.stripeCustomerId;
    if (!customer) throw new AppError('not_found', 404, { messageKey: 'noStripeCustomer' });
    const client = requireStripe();
    const session = await callStripe(ctx.logger, () =>
      client.billingPortal.sessions.create({
        customer,
        return_url: proPage(body.language),
        locale: STRIPE_LOCALES[body.language] as Stripe.BillingPortal.SessionCreateParams.Locale,
      }),
    );
    res.json({ url: session.url });
  });
}
