import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses an outbound provider call must not reach when private networks are refused (OWASP SSRF
 * prevention, "case 2": deny loopback, private and link-local ranges, checked on the resolved IP).
 */
const PRIVATE_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE_V4.addSubnet(network, prefix, 'ipv4');
}
// A separate list: BlockList matches IPv4 addresses against IPv6 rules through their ::ffff: form.
const PRIVATE_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and NAT64 forms could smuggle any IPv4 address past the IPv4 rules.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_V6.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? PRIVATE_V4.check(address, 'ipv4') : PRIVATE_V6.check(address, 'ipv6');
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
}

/** A `lookup` for http.request that refuses private answers, so a DNS name cannot point the call inward. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const blocked = addresses.find((entry) => isPrivateAddress(entry.address));
    if (blocked) return callback(new BlockedAddressError(`${hostname} resolves to a private address`), '', 0);
    if (options.all) return (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new BlockedAddressError(`${hostname} has no address`), '', 0);
    callback(null, first.address, first.family);
  });
};
