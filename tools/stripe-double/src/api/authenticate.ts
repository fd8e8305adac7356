import type { RequestHandler } from 'express';
import { StripeError } from '../stripe-error';

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/** The key as Stripe echoes a wrong one: its prefix and last four characters. */
function redacted(key: string): string {
  const prefix = /^[a-z]+_(?:test_|live_)?/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

/** The API key of a request: `Bearer KEY`, or HTTP Basic with the key as user name (Stripe takes both). */
function apiKeyOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  return basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] : undefined;
}

/** Any test secret key is accepted (there is one account); no key or another kind of key is refused with 401. */
export const requireTestKey: RequestHandler = (req, res, next) => {
  const key = apiKeyOf(req.get('authorization'));
  if (key && /^sk_test_\w+$/.test(key)) {
    res.locals.apiKey = key;
    return next();
  }
  const error = key ? StripeError.invalid(`Invalid API Key provided: ${redacted(key)}`) : StripeError.invalid(NO_KEY);
  res.set('WWW-Authenticate', 'Bearer realm="Stripe"').status(401).json({ error: error.body });
};
