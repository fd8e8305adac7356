import { userSettingsSchema, type Language, type UserSettings } from '@app/contracts';
import { requestJson } from '../../../shared/request-json';

/** "Save all": the whole settings object replaces the stored one. */
export function saveSettings(apiBase: string, language: Language, settings: UserSettings): Promise<UserSettings> {
  return requestJson(`${apiBase}/settings`, userSettingsSchema, { language, method: 'PUT', body: settings });
}
