import type Stripe from 'stripe';
import { z } from 'zod';

/** What the service keeps of a Stripe subscription: enough to answer access without calling Stripe back. */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string;
  /** From `metadata.userId`, set at checkout; undefined for subscriptions made elsewhere (then matched by customer). */
  userId?: string;
  status: Stripe.Subscription.Status | 'canceled';
  startDate: Date | null;
  endDate: Date | null;
  cancelAtPeriodEnd: boolean;
}

const fromUnix = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/**
 * The period end sits on the subscription item since API version 2025-03-31 and at the top level before it;
 * an event carries whichever its endpoint's version puts there, so both are read.
 */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return fromUnix(subscription.items?.data[0]?.current_period_end ?? legacy) ?? fromUnix(subscription.cancel_at);
}

/** The state a subscription event reports; `deleted` events leave Pro whatever the object's last status says. */
export function subscriptionState(subscription: Stripe.Subscription, deleted: boolean): SubscriptionState {
  const userId = z.uuid().safeParse(subscription.metadata?.userId);
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    userId: userId.success ? userId.data : undefined,
    status: deleted ? 'canceled' : subscription.status,
    startDate: fromUnix(subscription.start_date),
    endDate: deleted ? (fromUnix(subscription.ended_at) ?? periodEnd(subscription)) : periodEnd(subscription),
    cancelAtPeriodEnd: !deleted && subscription.cancel_at_period_end,
  };
}

/** The subscription an invoice bills, wherever the API version puts it (`parent.subscription_details` or top level). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | undefined {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}
