import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Button, ErrorCard, Row } from '@app/ui';
import { Form, LinkButton, PasswordField } from '../auth/form-controls';
import { confirmationProblem, passwordProblem } from '../auth/signup-validation';
import { IdentityError, confirmPasswordReset } from '../session/identity-api';

const PASSWORD_REASONS = ['password_too_short', 'password_too_long', 'weak_password'];

/** The service's own words for a refused password (e.g. weak), which the user can act on. */
function refusedPassword(error: unknown): string | undefined {
  if (!(error instanceof IdentityError) || error.status !== 400) return undefined;
  return error.details.some((detail) => PASSWORD_REASONS.includes(detail.message)) ? error.message : undefined;
}

interface NewPasswordFormProps {
  language: Language;
  token: string;
  onDone: () => void;
  onBack: () => void;
}

/** Spec §2 "New-password screen": new password, confirm, Back to Login, with the §5/§8 messages. */
export function NewPasswordForm({ language, token, onDone, onBack }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const tooShort = passwordProblem(password);
    const mismatch = confirmationProblem(password, confirm);
    const found = { password: tooShort && t(`validation.${tooShort}`), confirm: mismatch && t(`validation.${mismatch}`) };
    setErrors(found);
    setFailed(false);
    if (found.password || found.confirm) return;
    setSubmitting(true);
    try {
      await confirmPasswordReset(token, password, language);
      onDone();
    } catch (error) {
      const refused = refusedPassword(error);
      if (refused) setErrors({ password: refused });
      else setFailed(true);
      setSubmitting(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      <PasswordField
        label={t('reset.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      {failed && <ErrorCard>{t('reset.failure')}</ErrorCard>}
      <Row>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
        <LinkButton type="button" onClick={onBack}>
          {t('reset.backToLogin')}
        </LinkButton>
      </Row>
    </Form>
  );
}
