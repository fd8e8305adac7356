import { referralUnlockSchema } from '@app/contracts';
import type { Logger } from '@app/service-kit';
import type { HistoryUnlock } from './full-history';
import { internalStatusUnlock } from './internal-status-unlock';

/**
 * Spec §9: 3 referred friends with a completed analysis unlock the whole history; the sharing service
 * counts them. When it cannot answer, the history is not unlocked rather than an error.
 */
export function referralFullHistory({ sharingUrl, token, logger }: { sharingUrl: string; token: string; logger: Logger }): HistoryUnlock {
  return internalStatusUnlock({
    url: sharingUrl,
    token,
    logger,
    path: (userId) => `/internal/referral-status/${userId}`,
    read: (answer) => referralUnlockSchema.parse(answer).unlocked,
    unavailableEvent: 'referral_status_unavailable',
  });
}
