import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { RESET_PASSWORD_PATH } from '@app/i18n';
import { Button, ErrorCard } from '@app/ui';
import { EmailNotConfirmed } from '../email-verification/email-not-confirmed';
import { login } from '../session/identity-api';
import { useSession } from '../session/session-store';
import { trackEvent } from '../telemetry/track-event';
import { loginRefusal, type FormAlert } from './auth-errors';
import { Form, Notice, PasswordField, TextField } from './form-controls';
import { SecondFactorStep } from './second-factor-step';
import { emailProblem } from './signup-validation';

interface LoginFormProps {
  language: Language;
  /** Filled in after a sign-up that ended on this tab. */
  initialEmail?: string;
  notice?: string;
}

/** What the form shows under its fields after a refused login. */
type Refusal = { kind: 'alert'; alert: FormAlert } | { kind: 'emailNotConfirmed' };

/**
 * E-mail and password; with TOTP on, then the authenticator code (or a recovery code). Success reloads
 * the session, and the page that asked for it shows itself.
 */
export function LoginForm({ language, initialEmail = '', notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const reload = useSession((state) => state.reload);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [refusal, setRefusal] = useState<Refusal>();
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<'password' | 'secondFactor'>('password');

  /** Signs in; answers 'invalidCode' when the second factor was refused, for the code step to say so. */
  async function attempt(totp?: string): Promise<'invalidCode' | undefined> {
    setRefusal(undefined);
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password, ...(totp === undefined ? {} : { totp }) }, language);
      void trackEvent({ name: 'login' }, language);
      await reload(language);
      return undefined;
    } catch (error) {
      setSubmitting(false);
      const refused = loginRefusal(error, t);
      if (refused.kind === 'secondFactorRequired') setStep('secondFactor');
      else if (refused.kind === 'invalidCode') return 'invalidCode';
      else setRefusal(refused);
      return undefined;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emailKey = emailProblem(email);
    const found = { email: emailKey && t(`validation.${emailKey}`), password: password === '' ? t('validation.required') : undefined };
    setErrors(found);
    setRefusal(undefined);
    if (found.email || found.password) return;
    await attempt();
  }

  const refusalView =
    refusal?.kind === 'emailNotConfirmed' ? (
      <EmailNotConfirmed email={email.trim()} language={language} />
    ) : (
      refusal && <ErrorCard>{refusal.alert.message}</ErrorCard>
    );

  if (step === 'secondFactor') {
    return (
      <SecondFactorStep
        submitting={submitting}
        onSubmit={attempt}
        onBack={() => {
          setRefusal(undefined);
          setStep('password');
        }}
      >
        {refusalView}
      </SecondFactorStep>
    );
  }

  return (
    <Form noValidate onSubmit={submit}>
      {notice && <Notice role="status">{notice}</Notice>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      {refusalView}
      <Button type="submit" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <Link to={RESET_PASSWORD_PATH}>{t('login.forgotPassword')}</Link>
    </Form>
  );
}
