import { profileSchema, type Language, type Profile } from '@app/contracts';
import { requestJson } from '@app/ui';

export function getProfile(apiBase: string, language: Language, signal?: AbortSignal): Promise<Profile> {
  return requestJson(`${apiBase}/profile`, profileSchema, { language, signal });
}
