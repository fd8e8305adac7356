import type { Language } from '@app/contracts';
import { RESET_PASSWORD_PATH } from '@app/i18n';

/**
 * The shell's new-password screen. `type=recovery` is what the spec's recovery links carry; the shell
 * shows the form for it and cleans the URL afterwards.
 */
export function resetPasswordLink(origin: string, token: string): string {
  const url = new URL(RESET_PASSWORD_PATH, origin);
  url.searchParams.set('token', token);
  url.searchParams.set('type', 'recovery');
  return url.toString();
}

/** Identity's own confirmation endpoint (through the gateway), which confirms and redirects to the site. */
export function verifyEmailLink(origin: string, token: string, language: Language): string {
  const url = new URL('/api/identity/verify-email', origin);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** Where a confirmation link lands: the home page in the user's language, on the site's own origin. */
export function afterVerificationPage(origin: string, language: Language, verified: boolean): string {
  const url = new URL(`/${language}`, origin);
  url.searchParams.set('verified', verified ? '1' : '0');
  return url.toString();
}
