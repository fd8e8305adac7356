import { proStatusSchema } from '@app/contracts';
import type { Logger } from '@app/service-kit';
import type { HistoryUnlock } from './full-history';
import { internalStatusUnlock } from './internal-status-unlock';

/**
 * Spec §6: Pro subscribers (own plan or family) see their whole history; the pro service knows who they are.
 * When it cannot answer, the free view is shown rather than an error.
 */
export function proFullHistory({ proUrl, token, logger }: { proUrl: string; token: string; logger: Logger }): HistoryUnlock {
  return internalStatusUnlock({
    url: proUrl,
    token,
    logger,
    path: (userId) => `/internal/pro-status/${userId}`,
    read: (answer) => proStatusSchema.parse(answer).pro,
    unavailableEvent: 'pro_status_unavailable',
  });
}
