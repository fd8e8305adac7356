import type { TFunction } from 'i18next';
import { IdentityError } from '../session/identity-api';

export interface FormAlert {
  title?: string;
  message: string;
}

/** A refusal with a message the service localised (4xx); anything else is "unexpected" (spec §8). */
function serverMessage(error: unknown): string | undefined {
  return error instanceof IdentityError && error.status < 500 && error.message !== '' ? error.message : undefined;
}

/** Spec §8 "Login": invalid credentials, e-mail not confirmed, the server's message (429…), else unexpected. */
export function loginAlert(error: unknown, t: TFunction<'auth'>): FormAlert {
  if (error instanceof IdentityError && error.status === 401) return { message: t('errors.invalidCredentials') };
  // The service's 403 text is the spec's "Conta não confirmada…" in the page language; it also covers a
  // refused cross-site request, which must not pass for an unconfirmed account.
  if (error instanceof IdentityError && error.status === 403 && error.message === '') {
    return { title: t('errors.emailNotConfirmed.title'), message: t('errors.emailNotConfirmed.text') };
  }
  return { message: serverMessage(error) ?? t('errors.unexpected') };
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
