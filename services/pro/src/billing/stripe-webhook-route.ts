import { stripeWebhookRoute as route } from '@app/contracts';
import { AppError, mountRoute } from '@app/service-kit';
import express, { type Router } from 'express';
import Stripe from 'stripe';
import type { ProContext } from '../pro-context';
import { applyStripeEvent } from './apply-stripe-event';

/**
 * `POST /stripe/webhook`. The signature is checked over the exact bytes Stripe sent, so the body is read raw
 * here, before the service's JSON parser. Without STRIPE_WEBHOOK_SECRET nothing can be verified: 503.
 */
export function stripeWebhookRoute(api: Router, ctx: ProContext): void {
  api.post(route.path, express.raw({ type: () => true, limit: '512kb' }));
  mountRoute(api, route, async (_input, req, res) => {
    const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new AppError('unavailable', 503, { messageKey: 'billingUnavailable' });
    const signature = req.get('stripe-signature');
    const body: unknown = req.body;
    if (!signature || !Buffer.isBuffer(body)) throw new AppError('validation', 400, { messageKey: 'webhookSignatureInvalid' });
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, signature, secret);
    } catch {
      throw new AppError('validation', 400, { messageKey: 'webhookSignatureInvalid' });
    }
    const outcome = await applyStripeEvent(ctx.db, event);
    ctx.logger.info({ event: 'stripe_webhook', type: event.type, outcome }, 'stripe event received');
    res.json({ received: true });
  });
}
