import type { FamilyMemberInput, Language } from '@app/contracts';
import { send } from '@app/ui';

/** Invites one e-mail; resolves when the service has stored it. */
export async function addFamilyMember(apiBase: string, language: Language, input: FamilyMemberInput): Promise<void> {
  await send(`${apiBase}/family`, { language, method: 'POST', body: input });
}
