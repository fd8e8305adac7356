import { FAMILY_MAX_MEMBERS } from '@app/contracts';

export type InviteError = 'invalidEmail' | 'emailExists' | 'limitReached';

/** Spec §5 asks only for a simple pattern: something, @, something, dot, something. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mails compare without surrounding spaces and case. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Why `email` (already normalised) cannot be invited, or null when it can (spec §5, §9). */
export function inviteError(email: string, members: readonly string[]): InviteError | null {
  if (!SIMPLE_EMAIL.test(email)) return 'invalidEmail';
  if (members.includes(email)) return 'emailExists';
  if (members.length >= FAMILY_MAX_MEMBERS) return 'limitReached';
  return null;
}
