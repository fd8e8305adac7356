import Stripe from 'stripe';
import { stripeId } from '../ids';
import type { Store } from '../store/store';

export type EventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

/** Stripe's event envelope, as its webhooks deliver it. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: EventType;
}

/**
 * Makes events in the API version of the installed SDK (the one the pro service pins), each holding a copy of
 * its object as it was then. Each is created strictly later than the one before (one second apart at least, as
 * `created` counts seconds), so a receiver that keeps the newest state never mistakes their order.
 */
export function eventFactory(store: Store, nowSeconds: () => number) {
  return (type: EventType, object: object, previousAttributes?: Record<string, unknown>): StripeEvent => {
    const created = Math.max(nowSeconds(), store.data.lastEventCreated + 1);
    store.data.lastEventCreated = created;
    return {
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  };
}
