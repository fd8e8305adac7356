import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseSecondFactorCode, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '@app/contracts';
import { Button, Row } from '@app/ui';
import { Form, LinkButton, TextField } from './form-controls';

type CodeKind = 'app' | 'recovery';

const PATTERN: Record<CodeKind, RegExp> = { app: TOTP_CODE_PATTERN, recovery: RECOVERY_CODE_PATTERN };

interface SecondFactorStepProps {
  submitting: boolean;
  /** Signs in with the code; resolves 'invalidCode' when identity refused it. */
  onSubmit: (code: string) => Promise<'invalidCode' | undefined>;
  onBack: () => void;
  /** Any other refusal (too many attempts, unconfirmed e-mail…), shown above the buttons. */
  children?: ReactNode;
}

/** The login's second step when TOTP is on: the app's 6-digit code, or one of the recovery codes. */
export function SecondFactorStep({ submitting, onSubmit, onBack, children }: SecondFactorStepProps) {
  const { t } = useTranslation('auth');
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  function switchKind() {
    setKind(kind === 'app' ? 'recovery' : 'app');
    setCode('');
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseSecondFactorCode(code);
    if (!PATTERN[kind].test(normalised)) {
      setError(t(kind === 'app' ? 'login.secondFactor.codeFormat' : 'login.secondFactor.recoveryFormat'));
      return;
    }
    setError(undefined);
    if ((await onSubmit(normalised)) === 'invalidCode') {
      setCode('');
      setError(t('login.secondFactor.invalidCode'));
    }
  }

  const app = kind === 'app';
  return (
    <Form noValidate onSubmit={submit}>
      <p>{t(app ? 'login.secondFactor.lead' : 'login.secondFactor.recoveryLead')}</p>
      <TextField
        // A new field per kind: it takes the focus, and the browser offers the matching autofill.
        key={kind}
        autoFocus // eslint-disable-line jsx-a11y/no-autofocus -- the step replaces the form the person was typing in; the focus goes on with them
        label={t(app ? 'login.secondFactor.code' : 'login.secondFactor.recoveryCode')}
        autoComplete={app ? 'one-time-code' : 'off'}
        inputMode={app ? 'numeric' : 'text'}
        autoCapitalize={app ? undefined : 'characters'}
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div>
        <LinkButton type="button" onClick={switchKind}>
          {t(app ? 'login.secondFactor.useRecovery' : 'login.secondFactor.useApp')}
        </LinkButton>
      </div>
      {children}
      <Row>
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t('login.secondFactor.back')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.secondFactor.submit')}
        </Button>
      </Row>
    </Form>
  );
}
