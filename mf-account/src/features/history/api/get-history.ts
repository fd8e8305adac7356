import { historyListSchema, type HistoryList, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The signed-in user's analyses, newest first, from the service that keeps them (`apiBase`: the symptoms API). */
export function getHistory(apiBase: string, language: Language, signal?: AbortSignal): Promise<HistoryList> {
  return requestJson(`${apiBase}/analyses`, historyListSchema, { language, signal });
}
