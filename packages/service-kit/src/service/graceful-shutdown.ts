import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface GracefulShutdownOptions {
  logger?: Logger;
  exit?: (code: number) => void;
  /** In-flight requests get this long before the process exits anyway. */
  timeoutMs?: number;
}

/** How often a closing server looks for kept-alive connections whose last response is done. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops accepting connections and resolves once the requests in flight have finished. A kept-alive
 * connection (the gateway's) is closed as soon as its last response is sent rather than when it times out.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close((error) => {
      clearInterval(sweep);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/** A request still running after `timeoutMs` is cut; the database then gets this long to close before the exit. */
const CLEANUP_AFTER_TIMEOUT_MS = 2_000;

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then clean up (close the
 * database) and exit 0. Requests still running after `timeoutMs` are cut and the process exits 1, but the
 * database is still closed first when it can be: each write either committed or rolled back, never half-done.
 */
export function installGracefulShutdown(
  server: Server,
  cleanup: () => Promise<void>,
  { logger, exit = (code) => process.exit(code), timeoutMs = 10_000 }: GracefulShutdownOptions = {},
): void {
  let shuttingDown = false;
  let timedOut = false;
  let finished = false;
  let cleaning: Promise<void> | undefined;
  const cleanupOnce = () => (cleaning ??= cleanup());
  const finish = (code: number) => {
    if (finished) return;
    finished = true;
    exit(code);
  };

  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger?.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      timedOut = true;
      logger?.error('shutdown timed out');
      server.closeAllConnections();
      setTimeout(() => finish(1), CLEANUP_AFTER_TIMEOUT_MS).unref();
      cleanupOnce().then(
        () => finish(1),
        (error: unknown) => {
          logger?.error({ err: error }, 'cleanup after the timeout failed');
          finish(1);
        },
      );
    }, timeoutMs);
    forced.unref();
    try {
      await closeServer(server);
      await cleanupOnce();
      clearTimeout(forced);
      finish(timedOut ? 1 : 0);
    } catch (error) {
      logger?.error({ err: error }, 'shutdown failed');
      finish(1);
    }
  };
  // shutdown() catches its own failures and exits.
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
}
