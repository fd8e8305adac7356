import { referralUnlockSchema } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER, type Logger } from '@app/service-kit';
import type { HistoryUnlock } from './full-history';

/**
 * Spec §9: 3 referred friends with a completed analysis unlock the whole history; the sharing service
 * counts them. When it cannot answer, the history is not unlocked (only shortened, never lost) rather than an error.
 */
export function referralFullHistory({ sharingUrl, token, logger }: { sharingUrl: string; token: string; logger: Logger }): HistoryUnlock {
  return {
    async unlocks(userId) {
      try {
        const response = await fetch(new URL(`/internal/referral-status/${encodeURIComponent(userId)}`, sharingUrl), {
          headers: { [INTERNAL_TOKEN_HEADER]: token },
          signal: AbortSignal.timeout(2_000),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        return referralUnlockSchema.parse(await response.json()).unlocked;
      } catch (error) {
        logger.warn(
          { event: 'referral_status_unavailable', reason: error instanceof Error ? error.message : 'unknown' },
          'referral status unavailable',
        );
        return false;
      }
    },
  };
}
