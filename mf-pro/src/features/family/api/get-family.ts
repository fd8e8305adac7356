import { familySchema, type Family, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The e-mails the signed-in owner has invited. */
export function getFamily(apiBase: string, language: Language, signal?: AbortSignal): Promise<Family> {
  return requestJson(`${apiBase}/family`, familySchema, { language, signal });
}
