import type { Language } from '@app/contracts';
import { useState } from 'react';
import { addFamilyMember } from '../api/add-family-member';
import { removeFamilyMember } from '../api/remove-family-member';

/**
 * The invited e-mails, changed only after the service confirmed the change, so a failed call
 * leaves the list as it was.
 */
export function useFamilyMembers(initial: string[], apiBase: string, language: Language) {
  const [members, setMembers] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<void>, apply: (current: string[]) => string[]): Promise<boolean> {
    setBusy(true);
    try {
      await change();
      setMembers(apply);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }

  const add = (email: string) =>
    run(
      () => addFamilyMember(apiBase, language, { email }),
      (current) => [...current, email],
    );
  const remove = (email: string) =>
    run(
      () => removeFamilyMember(apiBase, language, { email }),
      (current) => current.filter((member) => member !== email),
    );

  return { members, busy, add, remove };
}
