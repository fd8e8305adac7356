import { queryOptions } from '@tanstack/react-query';
import { historyListSchema, queryKeys, type HistoryList, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The signed-in user's analyses, newest first, from the service that keeps them (`apiBase`: the symptoms API). */
export function getHistory(apiBase: string, language: Language, signal?: AbortSignal): Promise<HistoryList> {
  return requestJson(`${apiBase}/analyses`, historyListSchema, { language, signal });
}

/** The history's read through the page's query cache, shared with the screens that change the analyses. */
export function historyQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.analyses, queryFn: ({ signal }) => getHistory(apiBase, language, signal) });
}
