import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, type Language } from '@app/contracts';
import { Button, ErrorCard, Stack } from '@app/ui';
import { ResendVerification } from '../email-verification/resend-verification';
import { login, signup } from '../session/identity-api';
import { useSession } from '../session/session-store';
import { signupRefusal, type FormAlert, type SignupField } from './auth-errors';
import { Form, Notice, PasswordField, TextField } from './form-controls';
import { LegalLinks } from './legal-links';
import { PhoneField } from './phone-field';
import { confirmationProblem, emailProblem, nameProblem, passwordProblem, phoneProblem, type ValidationKey } from './signup-validation';
import { useEmailCheck } from './use-email-check';

/** Spec §4/§9: after a sign-up that returned a session the app proceeds after 1 s; otherwise a login is tried after 1.5 s. */
export const POST_SIGNUP_DELAY_MS = 1000;
export const SIGNUP_LOGIN_RETRY_MS = 1500;

type Values = Record<SignupField, string>;
const EMPTY: Values = { email: '', password: '', confirm: '', name: '', phone: '' };

interface SignupFormProps {
  language: Language;
  /** Signed up, but the login that followed failed: the login tab takes over. */
  onAccountCreated: (email: string) => void;
}

export function SignupForm({ language, onAccountCreated }: SignupFormProps) {
  const { t } = useTranslation('auth');
  const reload = useSession((state) => state.reload);
  const [values, setValues] = useState<Values>(EMPTY);
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY[language] as CountryCode);
  const [errors, setErrors] = useState<Partial<Record<SignupField, string>>>({});
  const [alert, setAlert] = useState<FormAlert>();
  const [phase, setPhase] = useState<'editing' | 'submitting' | 'created' | 'confirmEmail'>('editing');
  const emailCheck = useEmailCheck(values.email, language);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (field: SignupField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function problems(): Partial<Record<SignupField, string>> {
    const keys: Partial<Record<SignupField, ValidationKey | undefined>> = {
      email: emailProblem(values.email),
      password: passwordProblem(values.password),
      confirm: confirmationProblem(values.password, values.confirm),
      name: nameProblem(values.name),
      phone: phoneProblem(values.phone, country),
    };
    return Object.fromEntries(
      Object.entries(keys)
        .filter((entry): entry is [SignupField, ValidationKey] => entry[1] !== undefined)
        .map(([field, key]) => [field, t(`validation.${key}`)]),
    );
  }

  async function signInAfterSignup(email: string) {
    try {
      await login({ email, password: values.password }, language);
      await reload(language);
    } catch {
      onAccountCreated(email);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPhase('submitting');
    if (await emailCheck.checkNow()) {
      setPhase('editing');
      return;
    }
    const email = values.email.trim();
    try {
      const created = await signup(
        { email, password: values.password, name: values.name, phone: values.phone.trim() || undefined, country, language },
        language,
      );
      if (created.emailConfirmationRequired) {
        setPhase('confirmEmail');
        return;
      }
      setPhase('created');
      timer.current = created.session
        ? setTimeout(() => void reload(language), POST_SIGNUP_DELAY_MS)
        : setTimeout(() => void signInAfterSignup(email), SIGNUP_LOGIN_RETRY_MS);
    } catch (error) {
      const refusal = signupRefusal(error, t);
      setErrors(refusal.fields);
      setAlert(refusal.alert);
      setPhase('editing');
    }
  }

  const emailError = errors.email ?? (emailCheck.status === 'taken' ? t('validation.emailTaken') : undefined);
  // A click while the address is still being checked is not lost: submit checks it again before sending.
  const blocked = phase !== 'editing' || emailCheck.status === 'taken';

  if (phase === 'created') return <Notice role="status">{t('signup.welcome')}</Notice>;
  if (phase === 'confirmEmail') {
    return (
      <Stack>
        <Notice role="status">{t('verification.checkEmail', { email: values.email.trim() })}</Notice>
        <ResendVerification email={values.email.trim()} language={language} />
      </Stack>
    );
  }

  return (
    <Form noValidate onSubmit={submit}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={emailError}
        hint={emailCheck.status === 'checking' ? t('signup.checkingEmail') : undefined}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(event) => set('confirm')(event.target.value)}
        error={errors.confirm}
      />
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        hint={t('validation.enterNameSurname')}
        error={errors.name}
      />
      <PhoneField
        language={language}
        country={country}
        phone={values.phone}
        error={errors.phone}
        onCountryChange={(code) => {
          setCountry(code);
          setErrors((current) => ({ ...current, phone: undefined }));
        }}
        onPhoneChange={set('phone')}
      />
      <LegalLinks language={language} />
      {alert && <ErrorCard>{alert.message}</ErrorCard>}
      <Button type="submit" disabled={blocked}>
        {phase === 'submitting' ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </Form>
  );
}
