import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ReceivedWebhook {
  /** When it arrived (ms since the epoch). */
  at: number;
  body: string;
  signature: string;
  contentType: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The next `count` requests are answered with `status`, the ones after with 200. */
  failNext(count: number, status: number): void;
  /** Resolves once `count` requests in all arrived, or fails after 5 s. */
  waitFor(count: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** The site's webhook endpoint, as far as the double can tell: it keeps each request's raw body and signature. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let failures = { count: 0, status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        at: Date.now(),
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
        contentType: String(req.headers['content-type']),
      });
      const status = failures.count > 0 ? failures.status : 200;
      failures = { ...failures, count: failures.count - 1 };
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/pro/stripe/webhook`,
    received,
    failNext(count, status) {
      failures = { count, status };
    },
    async waitFor(count) {
      const deadline = Date.now() + 5_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} webhooks arrived, not ${count}`);
        await sleep(10);
      }
      return received;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
