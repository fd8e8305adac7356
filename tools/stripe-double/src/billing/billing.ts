import { stripeId } from '../ids';
import type { Customer, Invoice, LineItemRequest, Metadata, PortalSession, StoredCheckout, Subscription } from '../store/objects';
import type { Store } from '../store/store';
import { StripeError } from '../stripe-error';
import { eventFactory, type StripeEvent } from '../webhooks/stripe-event';
import { CURRENCY, newCustomer, newInvoice, newSubscription, TEST_UNIT_AMOUNT } from './objects';
import { oneMonthAfter } from './periods';

/** How long a checkout session can be paid, as at Stripe. */
const CHECKOUT_LIFETIME_SECONDS = 24 * 60 * 60;
const PRICE_ID = /^price_[A-Za-z0-9_]+$/;

/** Metadata as an update sends it: a key set to '' is removed, and '' alone clears them all (Stripe's rules). */
export type MetadataUpdate = Metadata | '';

export interface CustomerParams {
  email?: string;
  name?: string;
  description?: string;
  metadata?: MetadataUpdate;
}

export interface CheckoutParams {
  customer?: string;
  customer_email?: string;
  client_reference_id?: string;
  line_items: LineItemRequest[];
  subscription_data?: { metadata?: Metadata };
  metadata?: Metadata;
  success_url: string;
  cancel_url?: string;
  locale?: string;
}

export interface PortalParams {
  customer: string;
  return_url?: string;
  locale?: string;
}

export interface SubscriptionUpdateParams {
  cancel_at_period_end?: boolean;
  metadata?: MetadataUpdate;
}

/** What an action returns, and the events it caused, in the order Stripe sends them. */
export interface Outcome<T> {
  result: T;
  events: StripeEvent[];
}

export interface BillingOptions {
  store: Store;
  /** Unix seconds. */
  now?: () => number;
  /** Where people pay a checkout session and manage their subscriptions: pages of the double. */
  checkoutUrl(sessionId: string): string;
  portalUrl(sessionId: string): string;
}

function applyMetadata(current: Metadata, update: MetadataUpdate | undefined): Metadata {
  if (update === undefined) return current;
  if (update === '') return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

const canceledOnlyMetadata = () =>
  StripeError.invalid('A canceled subscription can only update its cancellation_details and metadata.', 'cancel_at_period_end');

/** The double's Stripe account: what each call or click does to its objects, and the events it causes. */
export function billing({ store, now = () => Math.floor(Date.now() / 1000), checkoutUrl, portalUrl }: BillingOptions) {
  const data = store.data;
  const event = eventFactory(store, now);

  function customer(id: string): Customer {
    const found = data.customers[id];
    if (!found) throw StripeError.notFound('customer', id);
    return found;
  }

  /** A session past its lifetime expires when next looked at. */
  function checkout(id: string): StoredCheckout {
    const found = data.checkouts[id];
    if (!found) throw StripeError.notFound('checkout.session', id);
    if (found.session.status === 'open' && now() >= found.session.expires_at) {
      found.session.status = 'expired';
      found.session.url = null;
      store.save();
    }
    return found;
  }

  function subscription(id: string): Subscription {
    const found = data.subscriptions[id];
    if (!found) throw StripeError.notFound('subscription', id);
    return found;
  }

  function invoice(id: string): Invoice {
    const found = data.invoices[id];
    if (!found) throw StripeError.notFound('invoice', id);
    return found;
  }

  function portalSession(id: string): PortalSession {
    const found = data.portalSessions[id];
    if (!found) throw StripeError.notFound('billing_portal.session', id);
    return found;
  }

  function invoiceFor(sub: Subscription, reason: Invoice['billing_reason'], paid: boolean): Invoice {
    const owner = customer(sub.customer);
    const count = Object.values(data.invoices).filter((invoice) => invoice.customer === owner.id).length;
    const invoice = newInvoice({ subscription: sub, customer: owner, number: count + 1, reason, paid }, now());
    data.invoices[invoice.id] = invoice;
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  function cancel(sub: Subscription, at: number): StripeEvent {
    sub.status = 'canceled';
    sub.canceled_at = sub.canceled_at ?? at;
    sub.ended_at = at;
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    sub.cancellation_details.reason = 'cancellation_requested';
    return event('customer.subscription.deleted', sub);
  }

  return {
    customer,
    subscription,
    invoice,
    portalSession,
    checkout,

    createCustomer(params: CustomerParams): Customer {
      const created = newCustomer({ ...params, metadata: applyMetadata({}, params.metadata) }, now());
      data.customers[created.id] = created;
      store.save();
      return created;
    },

    updateCustomer(id: string, params: CustomerParams): Customer {
      const found = customer(id);
      if (params.email !== undefined) found.email = params.email || null;
      if (params.name !== undefined) found.name = params.name || null;
      if (params.description !== undefined) found.description = params.description || null;
      found.metadata = applyMetadata(found.metadata, params.metadata);
      store.save();
      return found;
    },

    createCheckoutSession(params: CheckoutParams): StoredCheckout {
      if (params.customer && params.customer_email) {
        throw StripeError.invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
      }
      if (params.customer && !data.customers[params.customer]) throw StripeError.missingReference('customer', params.customer, 'customer');
      params.line_items.forEach((line, index) => {
        if (!PRICE_ID.test(line.price)) throw StripeError.missingReference('price', line.price, `line_items[${index}][price]`);
      });
      const created = now();
      const id = stripeId('cs_test', 58);
      const amount = params.line_items.reduce((sum, line) => sum + TEST_UNIT_AMOUNT * line.quantity, 0);
      const stored: StoredCheckout = {
        session: {
          id,
          object: 'checkout.session',
          amount_subtotal: amount,
          amount_total: amount,
          cancel_url: params.cancel_url ?? null,
          client_reference_id: params.client_reference_id ?? null,
          created,
          currency: CURRENCY,
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          expires_at: created + CHECKOUT_LIFETIME_SECONDS,
          invoice: null,
          livemode: false,
          locale: params.locale ?? null,
          metadata: params.metadata ?? {},
          mode: 'subscription',
          payment_method_types: ['card'],
          payment_status: 'unpaid',
          status: 'open',
          subscription: null,
          success_url: params.success_url,
          ui_mode: 'hosted',
          url: checkoutUrl(id),
        },
        lineItems: params.line_items,
        subscriptionMetadata: params.subscription_data?.metadata ?? {},
      };
      data.checkouts[id] = stored;
      store.save();
      return stored;
    },

    /**
     * Paying: a subscription for a month, its paid invoice and the completed session, announced as Stripe does
     * (subscription created, checkout completed, invoice paid). Paying a completed session again changes nothing.
     */
    payCheckoutSession(id: string): Outcome<StoredCheckout> {
      const stored = checkout(id);
      const { session } = stored;
      if (session.status === 'complete') return { result: stored, events: [] };
      if (session.status === 'expired') throw StripeError.invalid('This Checkout Session has expired.', 'id', 'checkout_session_expired');
      const paidAt = now();
      let payer = session.customer ? customer(session.customer) : undefined;
      if (!payer) {
        payer = newCustomer({ ...(session.customer_email ? { email: session.customer_email } : {}) }, paidAt);
        data.customers[payer.id] = payer;
      }
      const sub = newSubscription(
        { customer: payer.id, lineItems: stored.lineItems, metadata: stored.subscriptionMetadata, periodEnd: oneMonthAfter(paidAt) },
        paidAt,
      );
      data.subscriptions[sub.id] = sub;
      const invoice = invoiceFor(sub, 'subscription_create', true);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer: payer.id,
        subscription: sub.id,
        invoice: invoice.id,
        url: null,
      });
      const events = [
        event('customer.subscription.created', sub),
        event('checkout.session.completed', session),
        event('invoice.paid', invoice),
      ];
      store.save();
      return { result: stored, events };
    },

    createPortalSession(params: PortalParams): PortalSession {
      if (!data.customers[params.customer]) throw StripeError.missingReference('customer', params.customer, 'customer');
      const id = stripeId('bps');
      const session: PortalSession = {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_test_double_default',
        created: now(),
        customer: params.customer,
        flow: null,
        livemode: false,
        locale: params.locale ?? null,
        on_behalf_of: null,
        return_url: params.return_url ?? null,
        url: portalUrl(id),
      };
      data.portalSessions[id] = session;
      store.save();
      return session;
    },

    /** A customer's subscriptions, newest first. */
    subscriptionsOf(customerId: string): Subscription[] {
      return Object.values(data.subscriptions)
        .filter((sub) => sub.customer === customerId)
        .sort((a, b) => b.created - a.created);
    },

    updateSubscription(id: string, params: SubscriptionUpdateParams): Outcome<Subscription> {
      const sub = subscription(id);
      const previous: Record<string, unknown> = {};
      if (params.cancel_at_period_end !== undefined && sub.status === 'canceled') throw canceledOnlyMetadata();
      if (params.cancel_at_period_end !== undefined && params.cancel_at_period_end !== sub.cancel_at_period_end) {
        Object.assign(previous, {
          cancel_at_period_end: sub.cancel_at_period_end,
          cancel_at: sub.cancel_at,
          cancellation_details: { ...sub.cancellation_details },
        });
        sub.cancel_at_period_end = params.cancel_at_period_end;
        // In this API version a cancellation at period end also sets cancel_at to that end.
        sub.cancel_at = params.cancel_at_period_end ? (sub.items.data[0]?.current_period_end ?? null) : null;
        sub.cancellation_details.reason = params.cancel_at_period_end ? 'cancellation_requested' : null;
      }
      const metadata = applyMetadata(sub.metadata, params.metadata);
      if (JSON.stringify(metadata) !== JSON.stringify(sub.metadata)) {
        previous.metadata = sub.metadata;
        sub.metadata = metadata;
      }
      const events = Object.keys(previous).length > 0 ? [event('customer.subscription.updated', sub, previous)] : [];
      store.save();
      return { result: sub, events };
    },

    cancelSubscription(id: string): Outcome<Subscription> {
      const sub = subscription(id);
      if (sub.status === 'canceled') throw StripeError.invalid('This subscription has already been canceled.', 'id');
      const events = [cancel(sub, now())];
      store.save();
      return { result: sub, events };
    },

    /** The next payment fails: the subscription is past due, with an open invoice (a test hook, not Stripe's API). */
    failPayment(id: string): Outcome<Subscription> {
      const sub = subscription(id);
      if (sub.status === 'canceled') throw StripeError.invalid('This subscription has been canceled.', 'id');
      const previous = { status: sub.status, latest_invoice: sub.latest_invoice };
      const invoice = invoiceFor(sub, 'subscription_cycle', false);
      sub.status = 'past_due';
      const events = [event('invoice.payment_failed', invoice), event('customer.subscription.updated', sub, previous)];
      store.save();
      return { result: sub, events };
    },

    /**
     * What Stripe does when a period ends: a subscription set to cancel then ends; an active one renews for another
     * month with a paid invoice. A past-due one is left as it is (Stripe's dunning retries are not imitated).
     */
    closeEndedPeriods(): StripeEvent[] {
      const events: StripeEvent[] = [];
      const at = now();
      for (const sub of Object.values(data.subscriptions)) {
        const periodEnd = sub.items.data[0]?.current_period_end;
        if (periodEnd === undefined || periodEnd > at || sub.status === 'canceled') continue;
        if (sub.cancel_at_period_end) {
          events.push(cancel(sub, periodEnd));
        } else if (sub.status === 'active') {
          const previous = { items: structuredClone(sub.items), latest_invoice: sub.latest_invoice };
          let start = periodEnd;
          while (oneMonthAfter(start) <= at) start = oneMonthAfter(start);
          for (const item of sub.items.data) Object.assign(item, { current_period_start: start, current_period_end: oneMonthAfter(start) });
          const invoice = invoiceFor(sub, 'subscription_cycle', true);
          events.push(event('customer.subscription.updated', sub, previous), event('invoice.paid', invoice));
        }
      }
      if (events.length > 0) store.save();
      return events;
    },
  };
}

export type Billing = ReturnType<typeof billing>;
