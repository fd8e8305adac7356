import { INTERNAL_TOKEN_HEADER, type Logger } from '@app/service-kit';
import type { HistoryUnlock } from './full-history';

export interface InternalStatusUnlockOptions {
  /** The other service's base URL. */
  url: string;
  token: string;
  logger: Logger;
  /** Its internal route answering about the user, given the URL-encoded user id. */
  path(userId: string): string;
  /** Whether its answer unlocks the history; throws on an answer it does not understand. */
  read(answer: unknown): boolean;
  /** The log event when it cannot answer, e.g. `pro_status_unavailable`. */
  unavailableEvent: string;
}

/**
 * A history unlock another service decides, asked on its internal route with the internal token. When that
 * service cannot answer, nothing is unlocked (the history is only shortened, never lost) rather than an error.
 */
export function internalStatusUnlock({ url, token, logger, path, read, unavailableEvent }: InternalStatusUnlockOptions): HistoryUnlock {
  return {
    async unlocks(userId) {
      try {
        const response = await fetch(new URL(path(encodeURIComponent(userId)), url), {
          headers: { [INTERNAL_TOKEN_HEADER]: token },
          signal: AbortSignal.timeout(2_000),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        return read(await response.json());
      } catch (error) {
        // The reason only: the user's id stays out of the logs.
        logger.warn(
          { event: unavailableEvent, reason: error instanceof Error ? error.message : 'unknown' },
          unavailableEvent.replaceAll('_', ' '),
        );
        return false;
      }
    },
  };
}
