import { queryOptions } from '@tanstack/react-query';
import { queryKeys, userSettingsSchema, type Language, type UserSettings } from '@app/contracts';
import { requestJson } from '@app/ui';

export function getSettings(apiBase: string, language: Language, signal?: AbortSignal): Promise<UserSettings> {
  return requestJson(`${apiBase}/settings`, userSettingsSchema, { language, signal });
}

/** One read for the settings page and the exams page's notify switch, which is stored in the settings. */
export function settingsQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.settings, queryFn: ({ signal }) => getSettings(apiBase, language, signal) });
}
