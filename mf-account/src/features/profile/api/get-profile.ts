import { profileSchema, type Language, type Profile } from '@app/contracts';
import { requestJson } from '../../../shared/request-json';

export function getProfile(apiBase: string, language: Language, signal?: AbortSignal): Promise<Profile> {
  return requestJson(`${apiBase}/profile`, profileSchema, { language, signal });
}
