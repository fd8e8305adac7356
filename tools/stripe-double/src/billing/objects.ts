// Builders of fresh Stripe objects, in the shape of the API version the installed SDK pins.
import { stripeId } from '../ids';
import type {
  Customer,
  Invoice,
  InvoiceLineItem,
  LineItemRequest,
  Metadata,
  Price,
  Subscription,
  SubscriptionItem,
} from '../store/objects';

/** Every price costs this (in cents, EUR): the double has no catalogue, and the site never shows the amount. */
export const TEST_UNIT_AMOUNT = 990;
export const CURRENCY = 'eur';

/** The double knows no catalogue: any `price_…` id is a monthly price of the test amount. */
export function monthlyPrice(id: string, created: number): Price {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: CURRENCY,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: `prod_${id.replace(/^price_/, '')}`,
    recurring: { interval: 'month', interval_count: 1, meter: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: TEST_UNIT_AMOUNT,
    unit_amount_decimal: String(TEST_UNIT_AMOUNT),
  };
}

export function newCustomer(
  fields: { email?: string; name?: string; description?: string; metadata?: Metadata },
  created: number,
): Customer {
  return {
    id: stripeId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description ?? null,
    email: fields.email ?? null,
    invoice_prefix: stripeId('x', 8).slice(2).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function newSubscription(
  fields: { customer: string; lineItems: LineItemRequest[]; metadata: Metadata; periodEnd: number },
  now: number,
): Subscription {
  const id = stripeId('sub');
  const items: SubscriptionItem[] = fields.lineItems.map((line) => ({
    id: stripeId('si', 14),
    object: 'subscription_item',
    created: now,
    current_period_end: fields.periodEnd,
    current_period_start: now,
    discounts: [],
    metadata: {},
    price: monthlyPrice(line.price, now),
    quantity: line.quantity,
    subscription: id,
    tax_rates: [],
  }));
  return {
    id,
    object: 'subscription',
    application: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: CURRENCY,
    customer: fields.customer,
    days_until_due: null,
    default_payment_method: null,
    description: null,
    discounts: [],
    ended_at: null,
    items: { object: 'list', data: items, has_more: false, total_count: items.length, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: fields.metadata,
    start_date: now,
    status: 'active',
    test_clock: null,
    trial_end: null,
    trial_start: null,
  };
}

/** The invoice of one period of a subscription: paid at once, or left open after a failed payment. */
export function newInvoice(
  fields: { subscription: Subscription; customer: Customer; number: number; reason: Invoice['billing_reason']; paid: boolean },
  now: number,
): Invoice {
  const { subscription, customer } = fields;
  const id = stripeId('in');
  const lines: InvoiceLineItem[] = subscription.items.data.map((item) => ({
    id: stripeId('il', 14),
    object: 'line_item',
    amount: item.price.unit_amount * item.quantity,
    currency: CURRENCY,
    description: `${item.quantity} × ${item.price.product} (test mode)`,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: { invoice_item: null, proration: false, subscription: subscription.id, subscription_item: item.id },
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity: item.quantity,
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const period = subscription.items.data[0];
  return {
    id,
    object: 'invoice',
    amount_due: total,
    amount_paid: fields.paid ? total : 0,
    amount_remaining: fields.paid ? 0 : total,
    attempt_count: 1,
    attempted: true,
    billing_reason: fields.reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: CURRENCY,
    customer: customer.id,
    customer_email: customer.email,
    lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    number: `${customer.invoice_prefix}-${String(fields.number).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    period_end: period?.current_period_end ?? now,
    period_start: period?.current_period_start ?? now,
    status: fields.paid ? 'paid' : 'open',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: fields.paid ? now : null, voided_at: null },
    subtotal: total,
    total,
  };
}
