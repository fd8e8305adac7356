import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { RESET_PASSWORD_PATH } from '@app/i18n';
import { Button, ErrorCard } from '@app/ui';
import { login } from '../session/identity-api';
import { useSession } from '../session/session-store';
import { loginAlert, type FormAlert } from './auth-errors';
import { Form, Notice, PasswordField, TextField } from './form-controls';
import { emailProblem } from './signup-validation';

interface LoginFormProps {
  language: Language;
  /** Filled in after a sign-up that ended on this tab. */
  initialEmail?: string;
  notice?: string;
}

/** E-mail and password; success reloads the session, and the page that asked for it shows itself. */
export function LoginForm({ language, initialEmail = '', notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const reload = useSession((state) => state.reload);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [alert, setAlert] = useState<FormAlert>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emailKey = emailProblem(email);
    const found = { email: emailKey && t(`validation.${emailKey}`), password: password === '' ? t('validation.required') : undefined };
    setErrors(found);
    setAlert(undefined);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password }, language);
      await reload(language);
    } catch (error) {
      setAlert(loginAlert(error, t));
      setSubmitting(false);
    }
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
      {alert && (
        <ErrorCard>
          {alert.title && <strong>{alert.title}: </strong>}
          {alert.message}
        </ErrorCard>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <Link to={RESET_PASSWORD_PATH}>{t('login.forgotPassword')}</Link>
    </Form>
  );
}
