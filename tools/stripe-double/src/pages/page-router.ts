import express, { type Response, type Router } from 'express';
import type { Billing } from '../billing/billing';
import type { CheckoutSession } from '../store/objects';
import { StripeError } from '../stripe-error';
import type { WebhookDelivery } from '../webhooks/webhook-delivery';
import { checkoutPage } from './checkout-page';
import { messagePage, STYLESHEET } from './html';
import { portalPage } from './portal-page';

/** Where Stripe sends the payer after paying, with the session's id put in. */
function successUrl(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A form's POST ends in a redirect, and browsers check the redirect's target against `form-action` too: the
 * pay form may lead to the site's success page, every other form back to the double.
 */
function allowFormsTo(res: Response, origin?: string): void {
  res.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'self'; form-action 'self'${origin ? ` ${origin}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
  );
}

function showError(res: Response, error: unknown): void {
  if (!(error instanceof StripeError)) throw error;
  res
    .status(error.status)
    .type('html')
    .send(messagePage(error.status === 404 ? 'Not found' : 'Not possible', error.message));
}

const PORTAL_ACTIONS = ['cancel', 'cancel-at-period-end', 'renew'] as const;

/**
 * The pages people see: the hosted checkout and the customer portal. Every change sends its webhooks before the
 * redirect (waiting `deliveryWaitMs` at most), so the site already knows when the person lands back on it.
 */
export function pageRouter(billing: Billing, webhooks: WebhookDelivery, deliveryWaitMs: number): Router {
  const router = express.Router();

  router.get('/assets/double.css', (_req, res) => {
    res.type('css').send(STYLESHEET);
  });

  router.get('/checkout/:id', (req, res) => {
    try {
      const stored = billing.checkout(req.params.id);
      const { session } = stored;
      if (session.status === 'complete') {
        res
          .type('html')
          .send(messagePage('Already paid', 'This checkout session is complete.', { href: successUrl(session), label: 'Back to Vitalia' }));
      } else if (session.status === 'expired') {
        const back = session.cancel_url ? { href: session.cancel_url, label: 'Back to Vitalia' } : undefined;
        res
          .status(410)
          .type('html')
          .send(messagePage('Checkout expired', 'This checkout session has expired. Start again from Vitalia.', back));
      } else {
        allowFormsTo(res, originOf(session.success_url));
        res.type('html').send(checkoutPage(stored, session.customer ? billing.customer(session.customer) : undefined));
      }
    } catch (error) {
      showError(res, error);
    }
  });

  router.post('/checkout/:id/pay', async (req, res) => {
    try {
      const { result, events } = billing.payCheckoutSession(req.params.id);
      await webhooks.sendWithin(events, deliveryWaitMs);
      res.redirect(303, successUrl(result.session));
    } catch (error) {
      showError(res, error);
    }
  });

  router.get('/portal/:id', (req, res) => {
    try {
      const portal = billing.portalSession(req.params.id);
      res.type('html').send(portalPage(portal, billing.customer(portal.customer), billing.subscriptionsOf(portal.customer)));
    } catch (error) {
      showError(res, error);
    }
  });

  router.post('/portal/:id/subscriptions/:subscriptionId/:action', async (req, res) => {
    try {
      const portal = billing.portalSession(req.params.id);
      const action = PORTAL_ACTIONS.find((name) => name === req.params.action);
      const sub = billing.subscription(req.params.subscriptionId);
      // A portal session manages its own customer's subscriptions only.
      if (!action || sub.customer !== portal.customer) throw StripeError.notFound('subscription', req.params.subscriptionId);
      const { events } =
        action === 'cancel'
          ? billing.cancelSubscription(sub.id)
          : billing.updateSubscription(sub.id, { cancel_at_period_end: action === 'cancel-at-period-end' });
      await webhooks.sendWithin(events, deliveryWaitMs);
      res.redirect(303, `/portal/${portal.id}`);
    } catch (error) {
      showError(res, error);
    }
  });

  return router;
}
