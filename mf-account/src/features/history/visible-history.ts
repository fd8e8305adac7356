import { FREE_HISTORY_ITEMS, type HistoryItem, type HistoryList } from '@app/contracts';

export interface VisibleHistory {
  /** Newest first. */
  items: HistoryItem[];
  /** Items the user has but may not see yet (free plan without the referral unlock). */
  hiddenCount: number;
}

/** What the history page lists: everything with full history, else the 2 most recent items (spec §6, §9). */
export function visibleHistory({ items, total, fullHistory }: HistoryList): VisibleHistory {
  const newestFirst = [...items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  if (fullHistory) return { items: newestFirst, hiddenCount: 0 };
  const shown = newestFirst.slice(0, FREE_HISTORY_ITEMS);
  return { items: shown, hiddenCount: Math.max(total, items.length) - shown.length };
}
