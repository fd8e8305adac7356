import { dashboardSchema, type Dashboard, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

export function fetchDashboard(language: Language, signal: AbortSignal): Promise<Dashboard> {
  return requestJson('/api/account/dashboard', dashboardSchema, { language, signal });
}
