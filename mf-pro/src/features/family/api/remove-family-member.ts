import { removeFamilyMemberRoute, type Language } from '@app/contracts';
import { send } from '@app/ui';

/** Removes a member or withdraws an invitation (the contract's `DELETE /family/{email}`); resolves when it is gone. */
export async function removeFamilyMember(apiBase: string, language: Language, email: string): Promise<void> {
  await send(`${apiBase}${removeFamilyMemberRoute.path.replace('{email}', encodeURIComponent(email))}`, { language, method: 'DELETE' });
}
