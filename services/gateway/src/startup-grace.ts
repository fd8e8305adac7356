import type { Logger } from 'pino';

/** How long after the gateway starts an unreachable upstream is taken for one still booting (`npm start` starts all at once). */
export const STARTUP_GRACE_MS = 20_000;

export type UpstreamFailureLog = (fields: Record<string, unknown>, message: string) => void;

/**
 * Logs an upstream failure at debug while the services may still be starting and as a warning afterwards:
 * the readiness polls of `npm start` would otherwise print a warning for each of their attempts.
 */
export function upstreamFailureLog(logger: Logger, { graceMs = STARTUP_GRACE_MS, now = Date.now } = {}): UpstreamFailureLog {
  const startedAt = now();
  return (fields, message) => {
    if (now() - startedAt < graceMs) logger.debug(fields, message);
    else logger.warn(fields, message);
  };
}
