import type { FamilyMember, Language } from '@app/contracts';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { addFamilyMember } from '../api/add-family-member';
import { removeFamilyMember } from '../api/remove-family-member';

type Members = FamilyMember[];

/**
 * The family's members, changed only after the service confirmed the change, so a failed call leaves the
 * list as it was. Each change resolves to null once stored, else to the message saying why not.
 */
export function useFamilyMembers(initial: Members, apiBase: string, language: Language) {
  const { t } = useProTranslation();
  const [members, setMembers] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<(current: Members) => Members>, fallback: string): Promise<string | null> {
    setBusy(true);
    try {
      setMembers(await change());
      return null;
    } catch (error) {
      return refusalMessage(error, fallback);
    } finally {
      setBusy(false);
    }
  }

  const add = (email: string) =>
    run(async () => {
      const family = await addFamilyMember(apiBase, language, { email, language });
      return () => family.members;
    }, t('family.errorAdding'));
  const remove = (email: string) =>
    run(async () => {
      await removeFamilyMember(apiBase, language, email);
      return (current) => current.filter((member) => member.email !== email);
    }, t('family.errorRemoving'));

  return { members, busy, add, remove };
}
