import { historyListSchema, type HistoryList, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The signed-in user's analyses and exams. */
export function getHistory(apiBase: string, language: Language, signal?: AbortSignal): Promise<HistoryList> {
  return requestJson(`${apiBase}/history`, historyListSchema, { language, signal });
}
