import { queryOptions } from '@tanstack/react-query';
import { familySchema, queryKeys, type Family, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The signed-in owner's places and who holds them (402 without their own Pro plan). */
export function getFamily(apiBase: string, language: Language, signal?: AbortSignal): Promise<Family> {
  return requestJson(`${apiBase}/family`, familySchema, { language, signal });
}

export function familyQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.family, queryFn: ({ signal }) => getFamily(apiBase, language, signal) });
}
