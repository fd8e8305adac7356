import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Button, ErrorCard } from '@app/ui';
import { Form, Notice, TextField } from '../auth/form-controls';
import { emailProblem } from '../auth/signup-validation';
import { IdentityError, requestPasswordReset } from '../session/identity-api';

/**
 * "Send me a reset link". The service answers alike whether or not the address has an account, and so
 * does this form: 'E-mail enviado.' for any answer; only an unreachable service is an error.
 */
export function ResetLinkRequest({ language }: { language: Language }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem && t(`validation.${problem}`));
    if (problem) return;
    setState('sending');
    try {
      await requestPasswordReset(email.trim(), language);
      setState('sent');
    } catch (failure) {
      setState(failure instanceof IdentityError ? 'sent' : 'failed');
    }
  }

  if (state === 'sent') return <Notice role="status">{t('reset.request.sent')}</Notice>;
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="reset-request-title">
      <h2 id="reset-request-title">{t('reset.request.title')}</h2>
      <p>{t('reset.request.text')}</p>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      {state === 'failed' && <ErrorCard>{t('errors.unexpected')}</ErrorCard>}
      <Button type="submit" disabled={state === 'sending'}>
        {t('reset.request.submit')}
      </Button>
    </Form>
  );
}
