import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface GracefulShutdownOptions {
  logger?: Logger;
  exit?: (code: number) => void;
  /** In-flight requests get this long before the process exits anyway. */
  timeoutMs?: number;
}

/** Stops accepting connections, lets in-flight requests finish, then closes the database and exits. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}

export function installGracefulShutdown(
  server: Server,
  cleanup: () => Promise<void>,
  { logger, exit = (code) => process.exit(code), timeoutMs = 10_000 }: GracefulShutdownOptions = {},
): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger?.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger?.error('shutdown timed out');
      exit(1);
    }, timeoutMs);
    forced.unref();
    try {
      await closeServer(server);
      await cleanup();
      exit(0);
    } catch (error) {
      logger?.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
