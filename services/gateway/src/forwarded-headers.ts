import type { ClientRequest } from 'node:http';
import type { Request } from 'express';

/** Every header a client could use to claim another address, host or scheme. */
const CLAIMED_BY_CLIENT = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/**
 * The gateway is the edge: the services believe its X-Forwarded-* headers (their TRUST_PROXY), so it
 * never passes on what the client wrote there. It sends exactly one address, the client as the gateway
 * sees it: the socket's peer, or, when that peer is a proxy listed in GATEWAY_TRUST_PROXY, the address
 * that proxy vouches for (Express's `req.ip` under the gateway's "trust proxy"). Scheme and host follow
 * the same rule (`req.protocol`, `req.host`).
 */
export function setForwardedHeaders(upstream: ClientRequest, req: Request): void {
  const client = { for: req.ip, proto: req.protocol, host: req.host };
  for (const header of CLAIMED_BY_CLIENT) upstream.removeHeader(header);
  if (client.for) upstream.setHeader('x-forwarded-for', client.for);
  upstream.setHeader('x-forwarded-proto', client.proto);
  if (client.host) upstream.setHeader('x-forwarded-host', client.host);
}
