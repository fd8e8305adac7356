import { familySchema, type Family, type FamilyMemberInput, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** Invites one e-mail (the service mails the invitation in `input.language`); resolves to the family with it. */
export function addFamilyMember(apiBase: string, language: Language, input: FamilyMemberInput): Promise<Family> {
  return requestJson(`${apiBase}/family`, familySchema, { language, method: 'POST', body: input });
}
