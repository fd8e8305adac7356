import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startStripeDouble } from '../src/stripe-double';
import { startWebhookReceiver } from './support/webhook-receiver';

const SECRET = 'whsec_restart_test';

describe('a restarted Stripe double with a data file', () => {
  it('still knows its customers and subscriptions, and its events stay in order', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stripe-double-restart-'));
    const dataFile = path.join(dir, 'stripe-double.json');
    const receiver = await startWebhookReceiver();
    const start = () => startStripeDouble({ port: 0, webhookUrl: receiver.url, webhookSecret: SECRET, dataFile });
    const sdk = (url: string) => {
      const { hostname, port } = new URL(url);
      return new Stripe('sk_test_local_double', { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
    };
    try {
      const first = await start();
      const customer = await sdk(first.url).customers.create({ email: 'ana@example.com' });
      const session = await sdk(first.url).checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_vitalia_pro_test', quantity: 1 }],
        success_url: 'http://localhost:8080/pro',
      });
      await fetch(`${first.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
      await first.close();

      const second = await start();
      const stripe = sdk(second.url);
      expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ email: 'ana@example.com' });
      const { subscription } = await stripe.checkout.sessions.retrieve(session.id);
      await stripe.subscriptions.cancel(subscription as string);
      await receiver.waitFor(4);
      const events = receiver.received.map(({ body, signature }) => Stripe.webhooks.constructEvent(body, signature, SECRET));
      expect(events.map((event) => event.type)).toEqual([
        'customer.subscription.created',
        'checkout.session.completed',
        'invoice.paid',
        'customer.subscription.deleted',
      ]);
      expect(events[3]!.created).toBeGreaterThan(events[2]!.created);
      await second.close();
    } finally {
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
