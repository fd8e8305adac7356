import express, { type Router } from 'express';
import type { Billing } from './billing/billing';
import { StripeError } from './stripe-error';
import type { WebhookDelivery } from './webhooks/webhook-delivery';

/**
 * What tests make happen that Stripe would on its own: a renewal payment that fails. Not Stripe's API, so no
 * key: only loopback reaches the double. Answers once the webhooks were sent (or `deliveryWaitMs` passed).
 */
export function testHooksRouter(billing: Billing, webhooks: WebhookDelivery, deliveryWaitMs: number): Router {
  const router = express.Router();
  router.post('/subscriptions/:id/payment-failed', async (req, res) => {
    try {
      const { result, events } = billing.failPayment(req.params.id);
      await webhooks.sendWithin(events, deliveryWaitMs);
      res.json(result);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      res.status(error.status).json({ error: error.body });
    }
  });
  return router;
}
