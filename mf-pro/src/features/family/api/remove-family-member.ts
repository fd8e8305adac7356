import type { Language } from '@app/contracts';
import { send } from '@app/ui';

/** Removes a member or withdraws an invitation; resolves when the service has removed it. */
export async function removeFamilyMember(apiBase: string, language: Language, email: string): Promise<void> {
  await send(`${apiBase}/family/${encodeURIComponent(email)}`, { language, method: 'DELETE' });
}
