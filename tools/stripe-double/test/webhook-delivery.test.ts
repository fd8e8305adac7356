import Stripe from 'stripe';
import type { StripeEvent } from '../src/webhooks/stripe-event';
import { webhookDelivery } from '../src/webhooks/webhook-delivery';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const SECRET = 'whsec_delivery_test';

function event(n: number): StripeEvent {
  return {
    id: `evt_${n}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: 1_800_000_000 + n,
    data: { object: { id: `sub_${n}`, object: 'subscription', metadata: { userId: 'u' } } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'customer.subscription.updated',
  };
}

const ids = (receiver: WebhookReceiver) =>
  receiver.received.map(({ body, signature }) => Stripe.webhooks.constructEvent(body, signature, SECRET).id);

describe('webhook delivery', () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('retries a failed delivery and keeps the order: the next event waits for the one before', async () => {
    const delivery = webhookDelivery({ url: receiver.url, secret: SECRET, retryDelaysMs: [20, 20, 20] });
    receiver.failNext(2, 500);
    await delivery.send([event(1), event(2)]);
    expect(ids(receiver)).toEqual(['evt_1', 'evt_1', 'evt_1', 'evt_2']);
    delivery.close();
  });

  it('gives up after the last retry, saying which event without its content, and goes on with the next', async () => {
    const log = jest.fn();
    const delivery = webhookDelivery({ url: receiver.url, secret: SECRET, retryDelaysMs: [10, 10], log });
    receiver.failNext(3, 400);
    await delivery.send([event(1)]);
    await delivery.send([event(2)]);
    expect(ids(receiver)).toEqual(['evt_1', 'evt_1', 'evt_1', 'evt_2']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe(
      'stripe double: gave up delivering customer.subscription.updated evt_1 to the webhook after 3 attempts (status 400)',
    );
    delivery.close();
  });

  it('retries first after 200 ms by default (then 1 s and 5 s)', async () => {
    const delivery = webhookDelivery({ url: receiver.url, secret: SECRET });
    receiver.failNext(1, 500);
    await delivery.send([event(1)]);
    const [first, second] = receiver.received;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(200);
    expect(second!.at - first!.at).toBeLessThan(1_000);
    delivery.close();
  });

  it('lets a page wait a limited time while delivery goes on behind it', async () => {
    const delivery = webhookDelivery({ url: receiver.url, secret: SECRET, retryDelaysMs: [300] });
    receiver.failNext(1, 503);
    const startedAt = Date.now();
    await delivery.sendWithin([event(1)], 100);
    expect(Date.now() - startedAt).toBeLessThan(300);
    expect(receiver.received).toHaveLength(1);
    await delivery.send([]);
    expect(ids(receiver)).toEqual(['evt_1', 'evt_1']);
    delivery.close();
  });

  it('sends nothing without a webhook URL', async () => {
    const delivery = webhookDelivery({ secret: SECRET });
    await delivery.send([event(1)]);
    expect(receiver.received).toEqual([]);
  });
});
