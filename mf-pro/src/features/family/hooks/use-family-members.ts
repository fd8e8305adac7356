import type { Language } from '@app/contracts';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { addFamilyMember } from '../api/add-family-member';
import { removeFamilyMember } from '../api/remove-family-member';

/**
 * The invited e-mails, changed only after the service confirmed the change, so a failed call
 * leaves the list as it was. Each change resolves to null once stored, else to the message saying why not.
 */
export function useFamilyMembers(initial: string[], apiBase: string, language: Language) {
  const { t } = useProTranslation();
  const [members, setMembers] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<void>, apply: (current: string[]) => string[], fallback: string): Promise<string | null> {
    setBusy(true);
    try {
      await change();
      setMembers(apply);
      return null;
    } catch (error) {
      return refusalMessage(error, fallback);
    } finally {
      setBusy(false);
    }
  }

  const add = (email: string) =>
    run(
      () => addFamilyMember(apiBase, language, { email }),
      (current) => [...current, email],
      t('family.errorAdding'),
    );
  const remove = (email: string) =>
    run(
      () => removeFamilyMember(apiBase, language, { email }),
      (current) => current.filter((member) => member !== email),
      t('family.errorRemoving'),
    );

  return { members, busy, add, remove };
}
