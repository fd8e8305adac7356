import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Family, type Language } from '@app/contracts';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { addFamilyMember } from '../api/add-family-member';
import { removeFamilyMember } from '../api/remove-family-member';

/**
 * Changes to the family's members, written to the cached family only after the service confirmed them, so a
 * failed call leaves the list as it was. Each change resolves to null once stored, else to the message saying why not.
 */
export function useFamilyMembers(apiBase: string, language: Language) {
  const { t } = useProTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<(current: Family) => Family>, fallback: string): Promise<string | null> {
    setBusy(true);
    try {
      const update = await change();
      queryClient.setQueryData<Family>(queryKeys.family, (current) => current && update(current));
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
      return () => family;
    }, t('family.errorAdding'));
  const remove = (email: string) =>
    run(async () => {
      await removeFamilyMember(apiBase, language, email);
      return (current) => ({ ...current, members: current.members.filter((member) => member.email !== email) });
    }, t('family.errorRemoving'));

  return { busy, add, remove };
}
