import type { Server } from 'node:http';

/**
 * How long the gateway keeps an idle connection to an upstream for its next request. Shorter than every
 * server's `keepAliveTimeout`: the client side must give up an idle connection first, or it may send a request
 * on a socket the server is just closing (ECONNRESET, and a POST cannot be sent again).
 */
export const UPSTREAM_IDLE_SOCKET_MS = 30_000;

/** Above the gateway's idle time and the common 60 s idle timeout of load balancers in front of the gateway. */
export const SERVER_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Every server of the site keeps an idle connection open longer than its clients do (see UPSTREAM_IDLE_SOCKET_MS).
 * `headersTimeout` stays above `keepAliveTimeout`, so a connection waiting for its next request is never cut by it.
 */
export function keepConnectionsAlive<T extends Server>(server: T): T {
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = SERVER_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
