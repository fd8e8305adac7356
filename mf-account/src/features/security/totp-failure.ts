import { ApiRequestError, failureMessage } from '@app/ui';
import type { TFunction } from 'i18next';

/** Where a refused two-step verification change shows its message: beside a field, or for the whole form. */
export type TotpFailure = { field: 'password' | 'code' | null; message: string };

/**
 * identity names what it refused (`password: invalid_password`, `code: invalid_code`); those go inline.
 * Anything else (locked out, already on, a network failure) is a message for the whole form.
 */
export function totpFailure(error: unknown, t: TFunction<'account'>): TotpFailure {
  if (error instanceof ApiRequestError) {
    if (error.hasDetail('password', 'invalid_password')) return { field: 'password', message: t('security.totp.wrongPassword') };
    if (error.hasDetail('code', 'invalid_code')) return { field: 'code', message: t('security.totp.wrongCode') };
    if (error.status === 429) return { field: null, message: failureMessage(error, t('security.totp.tooMany')) };
  }
  return { field: null, message: failureMessage(error, t('security.totp.failed')) };
}
