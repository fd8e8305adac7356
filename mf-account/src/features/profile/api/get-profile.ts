import { queryOptions } from '@tanstack/react-query';
import { profileSchema, queryKeys, type Language, type Profile } from '@app/contracts';
import { requestJson } from '@app/ui';

export function getProfile(apiBase: string, language: Language, signal?: AbortSignal): Promise<Profile> {
  return requestJson(`${apiBase}/profile`, profileSchema, { language, signal });
}

export function profileQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile(apiBase, language, signal) });
}
