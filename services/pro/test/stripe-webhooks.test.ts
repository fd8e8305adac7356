import { randomUUID } from 'node:crypto';
import { aUser, testDatabases, type TestUser } from '@app/service-kit/testing';
import Stripe from 'stripe';
import { errorOf, startProTestSite, type ProTestSite } from './support';

const SECRET = 'whsec_test_pro_service';
const DAY = 24 * 60 * 60;
const NOVEMBER_1 = Date.parse('2026-11-01T00:00:00Z') / 1000;

interface SubscriptionFacts {
  id: string;
  customer: string;
  userId?: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  /** Where the API version puts the period: on the item (2025-03-31 and later) or at the top level. */
  periodOn?: 'item' | 'top';
}

function subscriptionObject({ id, customer, userId, status = 'active', cancelAtPeriodEnd = false, periodOn = 'item' }: SubscriptionFacts) {
  const period = { current_period_start: NOVEMBER_1, current_period_end: NOVEMBER_1 + 30 * DAY };
  return {
    id,
    object: 'subscription',
    customer,
    status,
    metadata: userId ? { userId } : {},
    start_date: NOVEMBER_1,
    cancel_at_period_end: cancelAtPeriodEnd,
    ended_at: status === 'canceled' ? NOVEMBER_1 + 10 * DAY : null,
    items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', ...(periodOn === 'item' ? period : {}) }] },
    ...(periodOn === 'top' ? period : {}),
  };
}

function event(type: string, object: object, created: number, id = `evt_${randomUUID()}`) {
  return { id, object: 'event', api_version: Stripe.API_VERSION, created, livemode: false, type, data: { object } };
}

describe.each(testDatabases())('Stripe webhooks on %s', (database) => {
  let site: ProTestSite;
  const owner = aUser('owner@example.com');
  const member = aUser('member@example.com');

  beforeAll(async () => {
    site = await startProTestSite(database, { STRIPE_WEBHOOK_SECRET: SECRET, PRO_TEST_ACCESS_EMAILS: 'owner@example.com' });
  });
  afterAll(() => site?.stop());
  beforeEach(async () => {
    await site.service.query('delete from pro.subscribers');
    await site.service.query('delete from pro.stripe_events');
    await site.service.query('delete from pro.family_members');
  });

  function post(payload: string, signature?: string) {
    return site.service.request('/api/pro/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(signature === undefined ? {} : { 'Stripe-Signature': signature }) },
      body: payload,
    });
  }
  /** Sends an event signed as Stripe signs it (the SDK's own test header). */
  async function deliver(body: object, secret = SECRET) {
    const payload = JSON.stringify(body);
    return post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
  }
  async function subscriptionOf(user: TestUser) {
    const response = await site.asUser(user, '/subscription');
    expect(response.status).toBe(200);
    return response.json();
  }
  const sub = (facts: Partial<SubscriptionFacts> = {}) =>
    subscriptionObject({ id: 'sub_owner', customer: 'cus_owner', userId: owner.userId, ...facts });

  it('refuses a missing, wrong or tampered signature with 400 and changes nothing', async () => {
    const body = event('customer.subscription.created', sub(), NOVEMBER_1);
    const payload = JSON.stringify(body);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const refusals = [
      await post(payload),
      await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })),
      await post(payload.replace('"active"', '"trialing"'), signed),
      await post(payload, 't=1,v1=deadbeef'),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).code).toBe('validation');
    }
    expect(await site.service.query('select * from pro.stripe_events')).toEqual([]);
    expect(await site.service.query('select * from pro.subscribers')).toEqual([]);
  });

  it('a completed checkout and the created subscription make the user Pro, with the period from the subscription item', async () => {
    const session = {
      id: 'cs_test_1',
      object: 'checkout.session',
      client_reference_id: owner.userId,
      customer: 'cus_owner',
      subscription: 'sub_owner',
    };
    expect((await deliver(event('checkout.session.completed', session, NOVEMBER_1))).status).toBe(200);
    expect((await subscriptionOf(owner)).active).toBe(false);
    expect((await deliver(event('customer.subscription.created', sub(), NOVEMBER_1))).status).toBe(200);
    expect(await subscriptionOf(owner)).toEqual({
      active: true,
      planType: 'pro',
      status: 'active',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      familyEmails: [],
      source: 'stripe',
      testAccess: true,
    });
  });

  it('reads the period at the top level too, as older API versions put it, and trialing counts as Pro', async () => {
    await deliver(event('customer.subscription.created', sub({ periodOn: 'top', status: 'trialing' }), NOVEMBER_1));
    expect(await subscriptionOf(owner)).toMatchObject({ active: true, status: 'trialing', endDate: '2026-12-01T00:00:00.000Z' });
  });

  it('finds the user by Stripe customer when the subscription carries no userId', async () => {
    await deliver(event('customer.subscription.created', sub(), NOVEMBER_1));
    await deliver(event('customer.subscription.updated', sub({ userId: undefined, cancelAtPeriodEnd: true }), NOVEMBER_1 + 60));
    expect(await subscriptionOf(owner)).toMatchObject({ active: true, cancelAtPeriodEnd: true });
  });

  it('a replayed event changes nothing', async () => {
    await deliver(event('customer.subscription.created', sub(), NOVEMBER_1));
    const failed = event(
      'invoice.payment_failed',
      { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_owner' } } },
      NOVEMBER_1 + DAY,
    );
    await deliver(failed);
    expect(await subscriptionOf(owner)).toMatchObject({ active: true, status: 'past_due' });
    await deliver(
      event(
        'invoice.paid',
        { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_owner' } } },
        NOVEMBER_1 + DAY,
      ),
    );
    expect(await subscriptionOf(owner)).toMatchObject({ status: 'active' });
    const replay = await deliver(failed);
    expect(replay.status).toBe(200);
    expect(await subscriptionOf(owner)).toMatchObject({ status: 'active' });
    expect(await site.service.query('select event_id from pro.stripe_events')).toHaveLength(3);
  });

  it('out of order, the newer state wins: a late older update neither revives a deleted subscription nor undoes a newer change', async () => {
    await deliver(event('customer.subscription.updated', sub({ cancelAtPeriodEnd: true }), NOVEMBER_1 + 2 * DAY));
    await deliver(event('customer.subscription.created', sub(), NOVEMBER_1));
    expect(await subscriptionOf(owner)).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    await deliver(event('customer.subscription.deleted', sub({ status: 'canceled' }), NOVEMBER_1 + 10 * DAY));
    await deliver(event('customer.subscription.updated', sub(), NOVEMBER_1 + 5 * DAY));
    expect(await subscriptionOf(owner)).toMatchObject({ active: false, planType: null, status: 'canceled', source: 'none' });
  });

  it('a new subscription after a cancelled one makes the user Pro again, and late events of the old one leave it alone', async () => {
    await deliver(event('customer.subscription.deleted', sub({ status: 'canceled' }), NOVEMBER_1 + 10 * DAY));
    await deliver(event('customer.subscription.created', sub({ id: 'sub_again' }), NOVEMBER_1 + 20 * DAY));
    await deliver(event('customer.subscription.updated', sub({ status: 'unpaid' }), NOVEMBER_1 + 9 * DAY));
    expect(await subscriptionOf(owner)).toMatchObject({ active: true, status: 'active' });
  });

  it.each(['canceled', 'unpaid'])('%s ends Pro for the owner and for their family members', async (status) => {
    // As checkout leaves it: the owner's e-mail, whose test access their family shares.
    await site.service.query(
      `insert into pro.subscribers (user_id, email, stripe_customer_id) values ($1, 'owner@example.com', 'cus_owner')`,
      [owner.userId],
    );
    await deliver(event('customer.subscription.created', sub(), NOVEMBER_1));
    await site.service.query(
      `insert into pro.family_members (owner_user_id, email, status, member_user_id, joined_at) values ($1, 'member@example.com', 'active', $2, now())`,
      [owner.userId, member.userId],
    );
    expect(await subscriptionOf(member)).toMatchObject({ active: true, source: 'family', testAccess: true });
    await deliver(event('customer.subscription.updated', sub({ status }), NOVEMBER_1 + DAY));
    expect(await subscriptionOf(owner)).toMatchObject({ active: false, status });
    expect(await subscriptionOf(member)).toMatchObject({ active: false, source: 'none', testAccess: false });
  });

  it('past_due keeps Pro while Stripe retries the payment, so the screen can warn', async () => {
    await deliver(event('customer.subscription.created', sub({ status: 'past_due' }), NOVEMBER_1));
    expect(await subscriptionOf(owner)).toMatchObject({ active: true, status: 'past_due' });
  });

  it('ignores event types it does not handle, and events for users it cannot place', async () => {
    expect((await deliver(event('customer.created', { id: 'cus_x', object: 'customer' }, NOVEMBER_1))).status).toBe(200);
    expect(
      (await deliver(event('customer.subscription.created', subscriptionObject({ id: 'sub_x', customer: 'cus_x' }), NOVEMBER_1))).status,
    ).toBe(200);
    expect(await site.service.query('select * from pro.subscribers')).toEqual([]);
  });
});

describe.each(testDatabases())('the webhook without a signing secret on %s', (database) => {
  let site: ProTestSite;
  beforeAll(async () => {
    site = await startProTestSite(database);
  });
  afterAll(() => site?.stop());

  it('answers 503: nothing can be verified, so nothing is applied', async () => {
    const payload = JSON.stringify(
      event('customer.subscription.created', subscriptionObject({ id: 'sub_1', customer: 'cus_1', userId: randomUUID() }), NOVEMBER_1),
    );
    const response = await site.service.request('/api/pro/stripe/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      body: payload,
    });
    expect(response.status).toBe(503);
    expect(await site.service.query('select * from pro.subscribers')).toEqual([]);
  });
});
