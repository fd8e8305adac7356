import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import type { StripeEvent } from './stripe-event';

/** Waits before each retry of a failed delivery; after the last one the event is given up. */
export const RETRY_DELAYS_MS = [200, 1_000, 5_000];
/** One attempt may take this long before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 5_000;

export interface WebhookDeliveryOptions {
  /** Where events are posted; without one they are made but sent nowhere. */
  url?: string;
  /** The endpoint's signing secret (whsec_…). */
  secret?: string;
  retryDelaysMs?: number[];
  log?: (message: string) => void;
}

export interface WebhookDelivery {
  /**
   * Queues the events behind those still being delivered: one at a time, in order, each retried on failure.
   * Resolves once these were delivered or given up; never rejects.
   */
  send(events: StripeEvent[]): Promise<void>;
  /** Like `send`, but waits at most `ms`: delivery goes on in the background after that. */
  sendWithin(events: StripeEvent[], ms: number): Promise<void>;
  /** Stops: nothing more is sent, waiting retries are dropped. */
  close(): void;
}

/** Webhook delivery as Stripe does it: signed with the endpoint's secret (a fresh signature for each attempt). */
export function webhookDelivery({
  url,
  secret,
  retryDelaysMs = RETRY_DELAYS_MS,
  log = console.error,
}: WebhookDeliveryOptions): WebhookDelivery {
  const stopped = new AbortController();
  let queue: Promise<void> = Promise.resolve();

  async function attempt(event: StripeEvent, target: string, signingSecret: string): Promise<string | undefined> {
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret }),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      return response.ok ? undefined : `status ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function deliver(event: StripeEvent): Promise<void> {
    if (!url || !secret || stopped.signal.aborted) return;
    for (let tries = 0; ; tries += 1) {
      const failure = await attempt(event, url, secret);
      if (failure === undefined || stopped.signal.aborted) return;
      const delay = retryDelaysMs[tries];
      if (delay === undefined) {
        // The event's id and type only: its object holds an e-mail address and the user's id.
        log(`stripe double: gave up delivering ${event.type} ${event.id} to the webhook after ${tries + 1} attempts (${failure})`);
        return;
      }
      try {
        await sleep(delay, undefined, { signal: stopped.signal });
      } catch {
        return;
      }
    }
  }

  const delivery: WebhookDelivery = {
    send(events) {
      for (const event of events) queue = queue.then(() => deliver(event));
      return queue;
    },
    async sendWithin(events, ms) {
      const timer = new AbortController();
      await Promise.race([delivery.send(events), sleep(ms, undefined, { signal: timer.signal }).catch(() => undefined)]);
      timer.abort();
    },
    close() {
      stopped.abort();
    },
  };
  return delivery;
}
