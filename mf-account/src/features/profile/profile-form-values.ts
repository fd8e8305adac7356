import type { Profile, ProfileUpdateInput } from '@app/contracts';

/** The edit form's fields as typed: empty strings where the profile has no value. */
export interface ProfileFormValues {
  name: string;
  birthDate: string;
  phone: string;
}

export function formValuesOf(profile: Profile): ProfileFormValues {
  return { name: profile.name, birthDate: profile.birth_date ?? '', phone: profile.phone ?? '' };
}

/** Spec §5: the update sends name, birth_date (or null) and phone (or null). */
export function toUpdateInput(values: ProfileFormValues): ProfileUpdateInput {
  return {
    name: values.name.trim(),
    birth_date: values.birthDate === '' ? null : values.birthDate,
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
  };
}

/** Up to two letters for the avatar: first and last name, or the start of the e-mail. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.length === 1 ? [words[0]!] : [email];
  return letters
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}
