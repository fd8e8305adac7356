import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';
import { startStripeDouble, type RunningStripeDouble } from '../src/stripe-double';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const SECRET = 'whsec_double_test_secret';
const SITE = 'http://localhost:8080';
const DAY = 24 * 60 * 60;

/** The SDK as the pro service configures it for the double: host, port and protocol from STRIPE_API_URL. */
function sdkFor(double: RunningStripeDouble, key = 'sk_test_local_double'): Stripe {
  const url = new URL(double.url);
  return new Stripe(key, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
}

/** Each webhook as the service's route reads it: verified over its raw body with the endpoint's secret. */
function verified(receiver: WebhookReceiver, from = 0): Stripe.Event[] {
  return receiver.received.slice(from).map(({ body, signature }) => Stripe.webhooks.constructEvent(body, signature, SECRET));
}

/** The subscription a payment made: the object of its first event, customer.subscription.created. */
const subscriptionIn = (events: Stripe.Event[]) => events[0]!.data.object as Stripe.Subscription;

/** A form button's POST, as a browser sends it; the redirect is returned, not followed. */
async function submit(url: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

describe('the Stripe test double, driven by the real stripe SDK', () => {
  let double: RunningStripeDouble;
  let receiver: WebhookReceiver;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    double = await startStripeDouble({ port: 0, webhookUrl: receiver.url, webhookSecret: SECRET });
    stripe = sdkFor(double);
  });
  afterAll(async () => {
    await double?.close();
    await receiver?.close();
  });

  /** A customer of a Vitalia user with an open checkout session, as the service's checkout route makes them. */
  async function checkoutFor(userId = randomUUID()) {
    const customer = await stripe.customers.create({ email: `${userId}@example.com`, metadata: { userId } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: userId,
      line_items: [{ price: 'price_vitalia_pro_test', quantity: 1 }],
      subscription_data: { metadata: { userId } },
      success_url: `${SITE}/pro?checkout=success&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/pro?checkout=cancel`,
      locale: 'pt',
    });
    return { userId, customer, session };
  }

  /** Pays through the checkout page; resolves once the double redirected (its webhooks are sent by then). */
  async function pay(sessionId: string) {
    const before = receiver.received.length;
    const redirect = await submit(`${double.url}/checkout/${sessionId}/pay`);
    return { redirect, events: verified(receiver, before) };
  }

  it('creates a customer and reads it back', async () => {
    const userId = randomUUID();
    const customer = await stripe.customers.create({ email: 'ana@example.com', metadata: { userId } });
    expect(customer).toMatchObject({
      id: expect.stringMatching(/^cus_\w+$/),
      object: 'customer',
      email: 'ana@example.com',
      metadata: { userId },
      livemode: false,
    });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, email: 'ana@example.com', metadata: { userId } });
  });

  it('creates a checkout session with the fields the service sends, whose URL is the double’s checkout page', async () => {
    const { userId, customer, session } = await checkoutFor();
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_test_\w+$/),
      object: 'checkout.session',
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: userId,
      success_url: `${SITE}/pro?checkout=success&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/pro?checkout=cancel`,
      locale: 'pt',
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      livemode: false,
      url: `${double.url}/checkout/${session.id}`,
    });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ id: session.id, status: 'open' });
  });

  it('shows a checkout page marked test mode, with a pay button and a way back, that runs no script', async () => {
    const { session } = await checkoutFor();
    const response = await fetch(session.url!);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('TEST MODE — no real payment');
    expect(html).toContain(
      `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay (test mode)</button></form>`,
    );
    expect(html).toContain(`<a href="${SITE}/pro?checkout=cancel">`);
    expect(html).not.toContain('<script');
    const csp = response.headers.get('content-security-policy');
    expect(csp).toContain("default-src 'none'");
    // The pay form's redirect leads to the site: the browser checks it against form-action.
    expect(csp).toContain(`form-action 'self' ${SITE}`);
  });

  it('paying sends customer.subscription.created, checkout.session.completed and invoice.paid, signed and in order, before redirecting to success_url', async () => {
    const { userId, customer, session } = await checkoutFor();
    const startedAt = Math.floor(Date.now() / 1000);
    const { redirect, events } = await pay(session.id);

    expect(redirect).toEqual({ status: 303, location: `${SITE}/pro?checkout=success&session=${session.id}` });
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    for (const event of events) {
      expect(event).toMatchObject({
        id: expect.stringMatching(/^evt_\w+$/),
        object: 'event',
        api_version: Stripe.API_VERSION,
        livemode: false,
      });
    }
    const created = events.map((event) => event.created);
    expect(created[0]).toBeGreaterThanOrEqual(startedAt);
    expect(created[1]).toBeGreaterThan(created[0]!);
    expect(created[2]).toBeGreaterThan(created[1]!);

    const subscription = subscriptionIn(events);
    const item = subscription.items.data[0]!;
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^sub_\w+$/),
      status: 'active',
      customer: customer.id,
      metadata: { userId },
      cancel_at_period_end: false,
      cancel_at: null,
    });
    expect(item).toMatchObject({ id: expect.stringMatching(/^si_\w+$/), price: { id: 'price_vitalia_pro_test' }, quantity: 1 });
    expect(item.current_period_start).toBe(subscription.start_date);
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * DAY);
    expect(item.current_period_end - item.current_period_start).toBeLessThanOrEqual(31 * DAY);
    // This API version keeps the period on the item only.
    expect(subscription).not.toHaveProperty('current_period_end');

    expect(events[1]!.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      customer: customer.id,
      client_reference_id: userId,
      metadata: {},
    });
    expect(events[2]!.data.object).toMatchObject({
      id: expect.stringMatching(/^in_\w+$/),
      status: 'paid',
      customer: customer.id,
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription.id, metadata: { userId } } },
    });
    expect(receiver.received.at(-1)!.contentType).toMatch(/^application\/json/);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(retrieved.subscription).toMatchObject({ id: subscription.id, status: 'active' });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      id: subscription.id,
      status: 'active',
      latest_invoice: (events[2]!.data.object as Stripe.Invoice).id,
    });
  });

  it('signs every webhook with the endpoint’s secret only: another secret fails verification', async () => {
    const { session } = await checkoutFor();
    const before = receiver.received.length;
    await pay(session.id);
    const [first] = receiver.received.slice(before);
    expect(() => Stripe.webhooks.constructEvent(first!.body, first!.signature, SECRET)).not.toThrow();
    expect(() => Stripe.webhooks.constructEvent(first!.body, first!.signature, 'whsec_another_secret')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('paying a session twice subscribes once and sends the person to the success page again', async () => {
    const { session } = await checkoutFor();
    await pay(session.id);
    const again = await pay(session.id);
    expect(again.redirect).toEqual({ status: 303, location: `${SITE}/pro?checkout=success&session=${session.id}` });
    expect(again.events).toEqual([]);
  });

  it('opens a portal for the customer where cancelling at period end, then now, sends updated and deleted events', async () => {
    const { customer, session } = await checkoutFor();
    const { events } = await pay(session.id);
    const subscription = subscriptionIn(events);
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: `${SITE}/pro`, locale: 'pt' });
    expect(portal).toMatchObject({
      id: expect.stringMatching(/^bps_\w+$/),
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: `${SITE}/pro`,
      url: `${double.url}/portal/${portal.id}`,
    });

    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('Cancel subscription now');
    expect(page).toContain('Cancel at period end');
    expect(page).toContain(`<a href="${SITE}/pro">Return to Vitalia</a>`);

    const actions = `${double.url}/portal/${portal.id}/subscriptions/${subscription.id}`;
    let before = receiver.received.length;
    expect(await submit(`${actions}/cancel-at-period-end`)).toEqual({ status: 303, location: `/portal/${portal.id}` });
    const [updated] = verified(receiver, before);
    expect(updated!.type).toBe('customer.subscription.updated');
    const periodEnd = subscription.items.data[0]!.current_period_end;
    expect(updated!.data.object).toMatchObject({ id: subscription.id, status: 'active', cancel_at_period_end: true, cancel_at: periodEnd });
    expect(updated!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    expect(await (await fetch(portal.url)).text()).toContain('Keep subscription');

    before = receiver.received.length;
    expect(await submit(`${actions}/cancel`)).toEqual({ status: 303, location: `/portal/${portal.id}` });
    const [deleted] = verified(receiver, before);
    expect(deleted!.type).toBe('customer.subscription.deleted');
    expect(deleted!.data.object).toMatchObject({ id: subscription.id, status: 'canceled', ended_at: expect.any(Number) });
    expect(deleted!.created).toBeGreaterThan(updated!.created);

    const after = await (await fetch(portal.url)).text();
    expect(after).toContain('<dd class="status">canceled</dd>');
    expect(after).not.toContain('Cancel subscription now');
  });

  it('a portal session cannot touch another customer’s subscription', async () => {
    const mine = await checkoutFor();
    const theirs = await checkoutFor();
    const { events } = await pay(theirs.session.id);
    const portal = await stripe.billingPortal.sessions.create({ customer: mine.customer.id });
    const theirSubscription = subscriptionIn(events).id;
    const response = await fetch(`${double.url}/portal/${portal.id}/subscriptions/${theirSubscription}/cancel`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect((await stripe.subscriptions.retrieve(theirSubscription)).status).toBe('active');
  });

  it('updates and cancels a subscription through the API, announcing each by webhook', async () => {
    const { session } = await checkoutFor();
    const { events } = await pay(session.id);
    const { id } = subscriptionIn(events);
    const before = receiver.received.length;

    const updated = await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ id, cancel_at_period_end: true, status: 'active' });
    const canceled = await stripe.subscriptions.cancel(id);
    expect(canceled).toMatchObject({ id, status: 'canceled' });

    await receiver.waitFor(before + 2);
    expect(verified(receiver, before).map((event) => event.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    await expect(stripe.subscriptions.update(id, { cancel_at_period_end: false })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('a failed payment (test hook) makes the subscription past due, with invoice.payment_failed then customer.subscription.updated', async () => {
    const { session } = await checkoutFor();
    const { events } = await pay(session.id);
    const { id } = subscriptionIn(events);
    const before = receiver.received.length;

    const response = await fetch(`${double.url}/__double/subscriptions/${id}/payment-failed`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: 'past_due' });
    const [failed, updated] = verified(receiver, before);
    expect(failed).toMatchObject({
      type: 'invoice.payment_failed',
      data: { object: { status: 'open', parent: { subscription_details: { subscription: id } } } },
    });
    expect(updated).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { id, status: 'past_due' }, previous_attributes: { status: 'active' } },
    });
    expect((await fetch(`${double.url}/__double/subscriptions/sub_unknown/payment-failed`, { method: 'POST' })).status).toBe(404);
  });

  it('answers a request without an API key, or with a key that is not a test secret key, with 401', async () => {
    const response = await fetch(`${double.url}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') },
    });

    await expect(sdkFor(double, 'sk_live_not_a_test_key').customers.create({ email: 'x@example.com' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: 'Invalid API Key provided: sk_live_**********_key',
    });
  });

  it('answers an unknown customer with a 404 in Stripe’s error shape', async () => {
    const response = await fetch(`${double.url}/v1/customers/cus_missing`, { headers: { authorization: 'Bearer sk_test_local_double' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such customer: 'cus_missing'", param: 'id' },
    });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refuses a checkout session for an unknown customer or without success_url, naming the parameter', async () => {
    const base = { mode: 'subscription' as const, line_items: [{ price: 'price_vitalia_pro_test', quantity: 1 }] };
    await expect(stripe.checkout.sessions.create({ ...base, customer: 'cus_missing', success_url: `${SITE}/pro` })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    });
    await expect(stripe.checkout.sessions.create(base)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'success_url',
      message: 'Missing required param: success_url.',
    });
    await expect(
      stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'plan_old', quantity: 1 }], success_url: `${SITE}/pro` }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
  });

  it('answers a POST repeated with its idempotency key with the first answer, as the SDK’s retries expect', async () => {
    const key = randomUUID();
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: key });
    const again = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    await expect(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: key })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });

  it('listens on 127.0.0.1 and refuses requests that name another host, so a re-pointed domain cannot read it (DNS rebinding)', async () => {
    expect(double.server.address()).toMatchObject({ address: '127.0.0.1' });
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${double.url}/healthz`, { headers: { Host: 'attacker.example' } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .once('error', reject);
    });
    expect(status).toBe(421);
    expect((await fetch(`${double.url}/healthz`)).status).toBe(200);
  });
});
