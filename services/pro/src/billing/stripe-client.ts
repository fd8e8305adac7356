import Stripe from 'stripe';
import type { ProConfig } from '../pro-context';

/**
 * The Stripe SDK as configured: api.stripe.com with STRIPE_SECRET_KEY, or the local test double at
 * STRIPE_API_URL (through the SDK's host/port/protocol options). Undefined when billing is not configured.
 */
export function createStripeClient(config: ProConfig): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 10_000 };
  if (config.STRIPE_API_URL) {
    const url = new URL(config.STRIPE_API_URL);
    const protocol = url.protocol === 'https:' ? 'https' : 'http';
    options.host = url.hostname;
    options.port = Number(url.port || (protocol === 'https' ? 443 : 80));
    options.protocol = protocol;
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}
