import { proStatusSchema } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER, type Logger } from '@app/service-kit';
import type { HistoryUnlock } from './full-history';

/**
 * Spec §6: Pro subscribers (own plan or family) see their whole history; the pro service knows who they are.
 * When it cannot answer, the free view is shown (the history is still there, only shortened) rather than an error.
 */
export function proFullHistory({ proUrl, token, logger }: { proUrl: string; token: string; logger: Logger }): HistoryUnlock {
  return {
    async unlocks(userId) {
      try {
        const response = await fetch(new URL(`/internal/pro-status/${encodeURIComponent(userId)}`, proUrl), {
          headers: { [INTERNAL_TOKEN_HEADER]: token },
          signal: AbortSignal.timeout(2_000),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        return proStatusSchema.parse(await response.json()).pro;
      } catch (error) {
        logger.warn(
          { event: 'pro_status_unavailable', reason: error instanceof Error ? error.message : 'unknown' },
          'pro status unavailable',
        );
        return false;
      }
    },
  };
}
