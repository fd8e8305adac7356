// The Stripe objects the double keeps, shaped as Stripe's API (version pinned by the installed SDK) returns
// them: the fields the pro service reads and the ones every such object has. Times are unix seconds.

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: 'customer';
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { custom_fields: null; default_payment_method: null; footer: null; rendering_options: null };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  phone: null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: { interval: 'month'; interval_count: number; meter: null; usage_type: 'licensed' };
  tax_behavior: 'unspecified';
  type: 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface LineItemRequest {
  price: string;
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'subscription';
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string;
  ui_mode: 'hosted';
  url: string | null;
}

/** A checkout session with what paying it subscribes to, which Stripe's object shows only through `line_items`. */
export interface StoredCheckout {
  session: CheckoutSession;
  lineItems: LineItemRequest[];
  subscriptionMetadata: Metadata;
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  flow: null;
  livemode: false;
  locale: string | null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: string[];
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
  tax_rates: [];
}

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  total_count: number;
  url: string;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  application: null;
  automatic_tax: { disabled_reason: null; enabled: boolean; liability: null };
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: 'cancellation_requested' | 'payment_failed' | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  days_until_due: null;
  default_payment_method: null;
  description: null;
  discounts: string[];
  ended_at: number | null;
  items: List<SubscriptionItem>;
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: null;
  trial_end: null;
  trial_start: null;
}

export interface InvoiceLineItem {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: { invoice_item: null; proration: false; subscription: string; subscription_item: string };
  };
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  lines: List<InvoiceLineItem>;
  livemode: false;
  metadata: Metadata;
  number: string;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
  period_end: number;
  period_start: number;
  status: 'open' | 'paid';
  status_transitions: { finalized_at: number; marked_uncollectible_at: null; paid_at: number | null; voided_at: null };
  subtotal: number;
  total: number;
}

/** Everything the double knows, as kept in memory and in its data file. */
export interface DoubleData {
  customers: Record<string, Customer>;
  checkouts: Record<string, StoredCheckout>;
  portalSessions: Record<string, PortalSession>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  /** The `created` of the last event sent: every event is later than the one before, across restarts too. */
  lastEventCreated: number;
}

export function emptyData(): DoubleData {
  return { customers: {}, checkouts: {}, portalSessions: {}, subscriptions: {}, invoices: {}, lastEventCreated: 0 };
}
