import type { FamilyMemberInput, Language } from '@app/contracts';
import { send } from '@app/ui';

/** Withdraws one invitation; resolves when the service has removed it. */
export async function removeFamilyMember(apiBase: string, language: Language, input: FamilyMemberInput): Promise<void> {
  await send(`${apiBase}/family`, { language, method: 'DELETE', body: input });
}
