import { openStore } from '../store/store';
import { billing } from './billing';

const DAY = 24 * 60 * 60;
const START = Date.parse('2026-11-21T10:00:00Z') / 1000;

/** An account whose clock the test moves, with one paid subscription. */
function subscribed() {
  let now = START;
  const account = billing({
    store: openStore(),
    now: () => now,
    checkoutUrl: (id) => `http://127.0.0.1:4010/checkout/${id}`,
    portalUrl: (id) => `http://127.0.0.1:4010/portal/${id}`,
  });
  const customer = account.createCustomer({ email: 'ana@example.com', metadata: { userId: 'u1' } });
  const { session } = account.createCheckoutSession({
    customer: customer.id,
    line_items: [{ price: 'price_vitalia_pro_test', quantity: 1 }],
    subscription_data: { metadata: { userId: 'u1' } },
    success_url: 'http://localhost:8080/pro',
  });
  const paid = account.payCheckoutSession(session.id);
  const subscriptionId = paid.result.session.subscription!;
  return { account, subscriptionId, sessionId: session.id, setNow: (seconds: number) => (now = seconds) };
}

describe('the double’s billing', () => {
  it('renews an active subscription when its period ends, with a paid invoice', () => {
    const { account, subscriptionId, setNow } = subscribed();
    const firstEnd = Date.parse('2026-12-21T10:00:00Z') / 1000;
    expect(account.subscription(subscriptionId).items.data[0]!.current_period_end).toBe(firstEnd);
    setNow(firstEnd - 1);
    expect(account.closeEndedPeriods()).toEqual([]);

    setNow(firstEnd + 60);
    const events = account.closeEndedPeriods();
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const item = account.subscription(subscriptionId).items.data[0]!;
    expect([item.current_period_start, item.current_period_end]).toEqual([firstEnd, Date.parse('2027-01-21T10:00:00Z') / 1000]);
    expect(events[1]!.data.object).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
    expect(account.closeEndedPeriods()).toEqual([]);
  });

  it('ends a subscription cancelled at period end when that period ends, not before', () => {
    const { account, subscriptionId, setNow } = subscribed();
    const { events } = account.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    const periodEnd = account.subscription(subscriptionId).items.data[0]!.current_period_end;
    expect(events[0]!.data.object).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd, status: 'active' });

    setNow(periodEnd - 1);
    expect(account.closeEndedPeriods()).toEqual([]);
    setNow(periodEnd + 5);
    const [deleted] = account.closeEndedPeriods();
    expect(deleted!.type).toBe('customer.subscription.deleted');
    expect(deleted!.data.object).toMatchObject({ status: 'canceled', ended_at: periodEnd });
  });

  it('lets a checkout session be paid for 24 hours only', () => {
    const { account, setNow } = subscribed();
    const customer = account.createCustomer({});
    const { session } = account.createCheckoutSession({
      customer: customer.id,
      line_items: [{ price: 'price_vitalia_pro_test', quantity: 1 }],
      success_url: 'http://localhost:8080/pro',
    });
    setNow(START + DAY);
    expect(() => account.payCheckoutSession(session.id)).toThrow('This Checkout Session has expired.');
    expect(account.checkout(session.id).session).toMatchObject({ status: 'expired', url: null });
  });

  it('updates metadata as Stripe does: a key set to an empty value goes, the others stay', () => {
    const { account } = subscribed();
    const customer = account.createCustomer({ metadata: { userId: 'u2', plan: 'pro' } });
    expect(account.updateCustomer(customer.id, { metadata: { plan: '', locale: 'pt' } }).metadata).toEqual({ userId: 'u2', locale: 'pt' });
    expect(account.updateCustomer(customer.id, { metadata: '' }).metadata).toEqual({});
  });

  it('makes every event later than the one before, even within one second', () => {
    const { account, subscriptionId } = subscribed();
    const first = account.updateSubscription(subscriptionId, { cancel_at_period_end: true }).events[0]!;
    const second = account.updateSubscription(subscriptionId, { cancel_at_period_end: false }).events[0]!;
    expect(second.created).toBe(first.created + 1);
  });
});
