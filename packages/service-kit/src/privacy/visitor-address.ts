import { isIPv4, isIPv6 } from 'node:net';

const MAX_USER_AGENT = 512;

/** The visitor's browser as it says, cut to a bounded length: the header is whatever the client sends. */
export const visitorUserAgent = (header: string | undefined): string | null => header?.slice(0, MAX_USER_AGENT) ?? null;

/** Only where the visitor came from (the referring site), not the page: a full URL can carry personal data. */
export function referrerOrigin(header: string | undefined): string | null {
  try {
    return header ? new URL(header).origin : null;
  } catch {
    return null;
  }
}

/**
 * What is kept of a visitor's address: the IPv4 /24 or IPv6 /48 network, never the address itself. Data
 * minimisation (LGPD art. 6 III, GDPR art. 5(1)(c)): the network still tells visits from one place apart for abuse
 * checks and rough location, but no longer singles out one person's connection. Truncation is chosen over a keyed
 * hash because a hash of the whole address stays personal data (re-identifiable by whoever holds the key, and the
 * IPv4 space can be enumerated), while a truncated address is not tied to one subscriber.
 */
export function truncatedAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(mapped)) return `${expandIpv6(mapped).slice(0, 3).join(':')}::/48`;
  return null;
}

/** The eight 16-bit groups of an IPv6 address, "::" expanded (zone ids dropped). */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => (parseInt(group, 16) || 0).toString(16));
}
