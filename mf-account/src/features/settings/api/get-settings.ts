import { userSettingsSchema, type Language, type UserSettings } from '@app/contracts';
import { requestJson } from '@app/ui';

export function getSettings(apiBase: string, language: Language, signal?: AbortSignal): Promise<UserSettings> {
  return requestJson(`${apiBase}/settings`, userSettingsSchema, { language, signal });
}
