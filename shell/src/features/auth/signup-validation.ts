import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { PASSWORD_MIN_LENGTH } from '@app/contracts';

/** Keys of the `auth` namespace's `validation` group: one message per field. */
export type ValidationKey =
  'required' | 'invalidEmail' | 'invalidName' | 'invalidPhone' | 'passwordTooShort' | 'passwordMismatch' | 'emailTaken';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): ValidationKey | undefined {
  if (email.trim() === '') return 'required';
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'invalidEmail';
}

export function passwordProblem(password: string): ValidationKey | undefined {
  return password.length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : undefined;
}

export function confirmationProblem(password: string, confirmation: string): ValidationKey | undefined {
  return password === confirmation ? undefined : 'passwordMismatch';
}

/** Spec §5: first and last name at least. */
export function nameProblem(name: string): ValidationKey | undefined {
  return name.trim().split(/\s+/).filter(Boolean).length >= 2 ? undefined : 'invalidName';
}

/**
 * Spec §5 "normalised to international format on blur": e.g. "+55 11 98765 4321" (spaces and
 * punctuation of the input ignored); undefined when not a valid number of `country`.
 */
export function formatInternationalPhone(phone: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, country);
  return parsed?.isValid() ? parsed.formatInternational() : undefined;
}

/** Optional: empty is fine, anything else must be a valid number of the selected country. */
export function phoneProblem(phone: string, country: CountryCode): ValidationKey | undefined {
  if (phone.trim() === '') return undefined;
  return formatInternationalPhone(phone, country) ? undefined : 'invalidPhone';
}
