import type { TFunction } from 'i18next';
import { IdentityError } from '../session/identity-api';

export interface FormAlert {
  message: string;
}

/** A refusal with a message the service localised (4xx); anything else is "unexpected" (spec §8). */
function serverMessage(error: unknown): string | undefined {
  return error instanceof IdentityError && error.status < 500 && error.message !== '' ? error.message : undefined;
}

/** The service's localised message for a refused request, else 'Ocorreu um erro inesperado.' translated. */
export function requestFailureMessage(error: unknown, t: TFunction<'auth'>): string {
  return serverMessage(error) ?? t('errors.unexpected');
}

/** What the login form does with a refused login. */
export type LoginRefusal =
  /** Password right, TOTP on: ask for the app's code or a recovery code. */
  | { kind: 'secondFactorRequired' }
  | { kind: 'invalidCode' }
  /** Spec §8 'Conta não confirmada / Por favor, verifique seu email…', with a way to get the link again. */
  | { kind: 'emailNotConfirmed' }
  | { kind: 'alert'; alert: FormAlert };

const hasDetail = (error: IdentityError, path: string, reason: string) =>
  error.details.some((detail) => detail.path === path && detail.message === reason);
const totpReason = (error: IdentityError, reason: string) => hasDetail(error, 'totp', reason);

/** Spec §8 "Login": second factor, invalid credentials, e-mail not confirmed, the server's message (429…), else unexpected. */
export function loginRefusal(error: unknown, t: TFunction<'auth'>): LoginRefusal {
  if (error instanceof IdentityError && error.status === 401) {
    if (totpReason(error, 'totp_required')) return { kind: 'secondFactorRequired' };
    if (totpReason(error, 'invalid_code')) return { kind: 'invalidCode' };
    return { kind: 'alert', alert: { message: t('errors.invalidCredentials') } };
  }
  if (error instanceof IdentityError && error.status === 403 && hasDetail(error, 'email', 'email_not_confirmed'))
    return { kind: 'emailNotConfirmed' };
  return { kind: 'alert', alert: { message: requestFailureMessage(error, t) } };
}

export type SignupField = 'email' | 'password' | 'confirm' | 'name' | 'phone';

/** Which field each of identity's sign-up refusal reasons (SIGNUP_REASONS) belongs to. */
const FIELD_OF_REASON: Record<string, SignupField> = {
  invalid_email: 'email',
  password_too_short: 'password',
  password_too_long: 'password',
  weak_password: 'password',
  invalid_name: 'name',
  invalid_phone: 'phone',
  invalid_country: 'phone',
};

const OWN_TEXT: Record<string, string> = {
  invalid_email: 'validation.invalidEmail',
  password_too_short: 'validation.passwordTooShort',
  invalid_name: 'validation.invalidName',
  invalid_phone: 'validation.invalidPhone',
  invalid_country: 'validation.invalidPhone',
};

export interface SignupRefusal {
  fields: Partial<Record<SignupField, string>>;
  alert?: FormAlert;
}

/** Spec §8 "Signup": each refusal next to its field when it names one, else the server's message or unexpected. */
export function signupRefusal(error: unknown, t: TFunction<'auth'>): SignupRefusal {
  if (error instanceof IdentityError && error.status === 409) return { fields: { email: t('validation.emailTaken') } };
  const fields: SignupRefusal['fields'] = {};
  if (error instanceof IdentityError && error.status === 400) {
    for (const { message: reason } of error.details) {
      const field = FIELD_OF_REASON[reason];
      // Weak and too-long passwords keep the service's text: it gives the reason.
      const ownText = OWN_TEXT[reason];
      if (field) fields[field] ??= ownText ? t(ownText) : error.message;
    }
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, alert: { message: serverMessage(error) ?? t('errors.signupUnexpected') } };
}
