import { profileSchema, type Language, type Profile, type ProfileUpdateInput } from '@app/contracts';
import { requestJson } from '@app/ui';

/** Saves the editable fields and answers with the stored profile. */
export function updateProfile(apiBase: string, language: Language, input: ProfileUpdateInput): Promise<Profile> {
  return requestJson(`${apiBase}/profile`, profileSchema, { language, method: 'PATCH', body: input });
}
