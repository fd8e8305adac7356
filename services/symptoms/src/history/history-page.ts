import { FREE_HISTORY_ITEMS, type AnalysisHistoryPage } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import type * as schema from '../db/schema';
import { countUserAnalyses, userAnalysesPage, type HistoryPosition, type HistoryRow } from '../storage/account-analyses';
import type { FullHistoryBy } from './full-history';
import { encodeHistoryCursor } from './history-cursor';
import { toHistoryItem } from './history-item';

function isAfter(position: HistoryPosition | undefined) {
  return (row: HistoryRow) =>
    !position || row.createdAt < position.createdAt || (row.createdAt.getTime() === position.createdAt.getTime() && row.id < position.id);
}

/**
 * One page of the user's history. Without full history (`fullHistoryBy` null) only the FREE_HISTORY_ITEMS most recent
 * analyses can be paged through, while `total` still counts them all (the referral card needs it).
 */
export async function historyPage(
  db: ServiceDatabase<typeof schema>,
  userId: string,
  { limit, after, fullHistoryBy }: { limit: number; after?: HistoryPosition; fullHistoryBy: FullHistoryBy },
): Promise<AnalysisHistoryPage> {
  const fullHistory = fullHistoryBy !== null;
  const [visible, total] = await Promise.all([
    fullHistory
      ? userAnalysesPage(db, userId, limit + 1, after)
      : userAnalysesPage(db, userId, FREE_HISTORY_ITEMS).then((rows) => rows.filter(isAfter(after))),
    countUserAnalyses(db, userId),
  ]);
  const rows = visible.slice(0, limit);
  const last = rows.at(-1);
  return {
    items: rows.map(toHistoryItem),
    total,
    fullHistory,
    fullHistoryBy,
    nextCursor: visible.length > limit && last ? encodeHistoryCursor(last) : null,
  };
}
