import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Billing } from '../billing/billing';
import { stripeId } from '../ids';
import { StripeError } from '../stripe-error';
import type { WebhookDelivery } from '../webhooks/webhook-delivery';
import { requireTestKey } from './authenticate';
import { expanded } from './expand';
import { idempotencyCache } from './idempotency';
import { expandParam, formBoolean, metadataParam, metadataUpdateParam, parseParams } from './params';

const httpUrl = z.url({ protocol: /^https?$/, error: 'Not a valid URL' });

const customerParams = z.object({
  email: z.union([z.literal(''), z.email({ error: 'Not a valid email address' })]).optional(),
  name: z.string().max(256).optional(),
  description: z.string().max(350).optional(),
  metadata: metadataUpdateParam.optional(),
});

const checkoutParams = z.object({
  mode: z.literal('subscription', { error: 'The Stripe test double supports mode=subscription only' }),
  customer: z.string().min(1).optional(),
  customer_email: z.email({ error: 'Not a valid email address' }).optional(),
  client_reference_id: z.string().min(1).max(200).optional(),
  line_items: z.array(z.object({ price: z.string().min(1), quantity: z.coerce.number().int().min(1).default(1) })).min(1),
  subscription_data: z.object({ metadata: metadataParam.optional() }).optional(),
  metadata: metadataParam.optional(),
  success_url: httpUrl,
  cancel_url: httpUrl.optional(),
  locale: z.string().min(1).optional(),
});

const portalParams = z.object({ customer: z.string().min(1), return_url: httpUrl.optional(), locale: z.string().min(1).optional() });

const subscriptionUpdateParams = z.object({ cancel_at_period_end: formBoolean.optional(), metadata: metadataUpdateParam.optional() });

/** The parameters of a request: the form body of a POST, the query string otherwise (`expand[]` on a GET). */
function paramsOf(req: Request): unknown {
  const params: unknown = req.method === 'POST' ? req.body : req.query;
  return params ?? {};
}

/** The object id in the path (`/customers/:id`). */
const idOf = (req: Request) => String(req.params.id);

const expansions = (req: Request) => parseParams(expandParam, paramsOf(req)).expand;

/**
 * Stripe's API (v1) for the calls the pro service makes, with Stripe's authentication, errors and idempotency.
 * Changes that Stripe announces by webhook are announced here too, in the background as Stripe does.
 */
export function apiRouter(billing: Billing, webhooks: WebhookDelivery): Router {
  const router = express.Router();
  const idempotency = idempotencyCache();

  /** Answers with what `action` returns, or with the Stripe error it throws; a POST's answer is kept under its idempotency key. */
  const answer =
    (action: (req: Request) => object): RequestHandler =>
    (req, res) => {
      res.set({ 'Request-Id': stripeId('req', 14), 'Stripe-Version': req.get('stripe-version') ?? Stripe.API_VERSION });
      const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
      const scope = key ? `${String(res.locals.apiKey)} ${key}` : undefined;
      const request = `${req.method} ${req.originalUrl} ${JSON.stringify(paramsOf(req))}`;
      const saved = scope ? idempotency.lookup(scope, request) : undefined;
      if (saved === 'mismatch') {
        res.status(400).json({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      if (saved) {
        res.set('Idempotent-Replayed', 'true').status(saved.status).json(saved.body);
        return;
      }
      try {
        const body = action(req);
        if (scope) idempotency.save(scope, request, 200, body);
        res.json(body);
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        res.status(error.status).json({ error: error.body });
      }
    };

  router.use(requireTestKey, express.urlencoded({ extended: true, limit: '100kb' }));

  router.post(
    '/customers',
    answer((req) => billing.createCustomer(parseParams(customerParams, paramsOf(req)))),
  );
  router.get(
    '/customers/:id',
    answer((req) => expanded(billing, billing.customer(idOf(req)), expansions(req))),
  );
  router.post(
    '/customers/:id',
    answer((req) => billing.updateCustomer(idOf(req), parseParams(customerParams, paramsOf(req)))),
  );

  router.post(
    '/checkout/sessions',
    answer((req) => billing.createCheckoutSession(parseParams(checkoutParams, paramsOf(req))).session),
  );
  router.get(
    '/checkout/sessions/:id',
    answer((req) => expanded(billing, billing.checkout(idOf(req)).session, expansions(req))),
  );

  router.post(
    '/billing_portal/sessions',
    answer((req) => billing.createPortalSession(parseParams(portalParams, paramsOf(req)))),
  );

  router.get(
    '/subscriptions/:id',
    answer((req) => expanded(billing, billing.subscription(idOf(req)), expansions(req))),
  );
  router.post(
    '/subscriptions/:id',
    answer((req) => {
      const { result, events } = billing.updateSubscription(idOf(req), parseParams(subscriptionUpdateParams, paramsOf(req)));
      void webhooks.send(events);
      return result;
    }),
  );
  router.delete(
    '/subscriptions/:id',
    answer((req) => {
      const { result, events } = billing.cancelSubscription(idOf(req));
      void webhooks.send(events);
      return result;
    }),
  );

  router.use((req, res) => {
    res.status(404).json({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${req.baseUrl}${req.path}). The Stripe test double answers only the calls the pro service makes.`,
      },
    });
  });

  const unreadableBody: ErrorRequestHandler = (error: { status?: number; message?: string }, _req, res, next) => {
    if (typeof error.status !== 'number' || error.status >= 500) return next(error);
    res
      .status(error.status)
      .json({ error: { type: 'invalid_request_error', message: `Invalid request: ${error.message ?? 'unreadable body'}` } });
  };
  router.use(unreadableBody);
  return router;
}
