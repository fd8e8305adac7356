import { queryOptions } from '@tanstack/react-query';
import { dashboardSchema, queryKeys, type Dashboard, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

export function fetchDashboard(language: Language, signal: AbortSignal): Promise<Dashboard> {
  return requestJson('/api/account/dashboard', dashboardSchema, { language, signal });
}

/** The dashboard's read through the page's query cache; the language only localises an error. */
export function dashboardQuery(language: Language) {
  return queryOptions({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => fetchDashboard(language, signal) });
}
