import type { Language, Profile } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '@app/ui';
import { updateProfile } from '../api/update-profile';
import { formValuesOf, toUpdateInput, type ProfileFormValues } from '../profile-form-values';

export type SaveFeedback = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

interface Options {
  profile: Profile;
  apiBase: string;
  language: Language;
  onSaved: (profile: Profile) => void;
  /** Shown when the service gave no message of its own. */
  fallbackError: string;
}

/** Spec §4 Profile: view, then edit; save returns to view only on success; cancel restores the values. */
export function useProfileEditor({ profile, apiBase, language, onSaved, fallbackError }: Options) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<SaveFeedback>(null);

  function edit() {
    setValues(formValuesOf(profile));
    setFeedback(null);
    setEditing(true);
  }

  function cancel() {
    setValues(formValuesOf(profile));
    setFeedback(null);
    setEditing(false);
  }

  function change(field: keyof ProfileFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFeedback(null);
    try {
      const saved = await updateProfile(apiBase, language, toUpdateInput(values));
      onSaved(saved);
      setEditing(false);
      setFeedback({ kind: 'saved' });
    } catch (error) {
      setFeedback({ kind: 'failed', message: failureMessage(error, fallbackError) });
    } finally {
      setSaving(false);
    }
  }

  return { editing, values, saving, feedback, edit, cancel, change, save };
}
