import { FREE_HISTORY_ITEMS, type HistoryItem, type HistoryList } from '@app/contracts';

export interface VisibleHistory {
  /** Newest first. */
  items: HistoryItem[];
  /** Items the user has but may not see yet (free plan without the referral unlock). */
  hiddenCount: number;
}

/** How many items the user has, even those the server did not send to a free user. */
const ownedCount = ({ items, total }: HistoryList) => Math.max(total, items.length);

/** What the history page lists: everything with full history, else the 2 most recent items (spec §6, §9). */
export function visibleHistory(history: HistoryList): VisibleHistory {
  const newestFirst = [...history.items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  if (history.fullHistory) return { items: newestFirst, hiddenCount: 0 };
  const shown = newestFirst.slice(0, FREE_HISTORY_ITEMS);
  return { items: shown, hiddenCount: ownedCount(history) - shown.length };
}

/** Spec §2, §9: the referral card shows on the free view once the user has more than the 2 items it shows. */
export function showsReferralCard(history: HistoryList): boolean {
  return !history.fullHistory && ownedCount(history) > FREE_HISTORY_ITEMS;
}
