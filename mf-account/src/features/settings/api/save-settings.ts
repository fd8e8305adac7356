import { userSettingsSchema, type Language, type UserSettings } from '@app/contracts';
import { requestJson } from '@app/ui';

/** "Save all": the whole settings object replaces the stored one. */
export function saveSettings(apiBase: string, language: Language, settings: UserSettings): Promise<UserSettings> {
  return requestJson(`${apiBase}/settings`, userSettingsSchema, { language, method: 'PUT', body: settings });
}
