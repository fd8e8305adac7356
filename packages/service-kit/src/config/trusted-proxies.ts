import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges (what Express's "trust proxy" accepts besides addresses). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * A comma-separated list of the proxies whose X-Forwarded-For is believed (addresses, subnets, or
 * loopback / linklocal / uniquelocal), checked at start-up so a typo is a config error, not a crash
 * on the first request. An empty value trusts no proxy.
 */
export function trustedProxiesSchema(defaultValue: string) {
  return z
    .string()
    .default(defaultValue)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyEntry), {
      message: 'each entry must be an IP address, a subnet (a.b.c.d/n), loopback, linklocal or uniquelocal',
    });
}
