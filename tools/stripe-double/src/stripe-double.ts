import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billing as createBilling } from './billing/billing';
import { openStore } from './store/store';
import { webhookDelivery } from './webhooks/webhook-delivery';
import { webApp } from './web-app';

/** How often ended periods are looked for (renewals, cancellations at period end). */
const PERIOD_CHECK_MS = 60_000;
/** How long a page waits for its webhooks before it redirects anyway (a retry after 200 ms and 1 s fit). */
const DELIVERY_WAIT_MS = 4_000;

export interface StripeDoubleOptions {
  port: number;
  host?: string;
  /** The double's origin as browsers reach it; default http://host:port. */
  publicUrl?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  dataFile?: string;
}

export interface RunningStripeDouble {
  /** The double's origin: what the pro service's STRIPE_API_URL should be. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Stripe's API, checkout and portal in one HTTP server (port 0: any free one). */
export async function startStripeDouble(options: StripeDoubleOptions): Promise<RunningStripeDouble> {
  const host = options.host ?? '127.0.0.1';
  let url = options.publicUrl ?? '';
  const billing = createBilling({
    store: openStore(options.dataFile),
    checkoutUrl: (id) => `${url}/checkout/${id}`,
    portalUrl: (id) => `${url}/portal/${id}`,
  });
  const webhooks = webhookDelivery({ url: options.webhookUrl, secret: options.webhookSecret });
  const hostnames = ['127.0.0.1', 'localhost', ...(options.publicUrl ? [new URL(options.publicUrl).hostname] : [])];
  const server = webApp({ billing, webhooks, hostnames, deliveryWaitMs: DELIVERY_WAIT_MS }).listen(options.port, host);
  await once(server, 'listening');
  url ||= `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;

  const closePeriods = () => void webhooks.send(billing.closeEndedPeriods());
  closePeriods();
  const periodTimer = setInterval(closePeriods, PERIOD_CHECK_MS);
  periodTimer.unref();

  return {
    url,
    server,
    close: async () => {
      clearInterval(periodTimer);
      webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
