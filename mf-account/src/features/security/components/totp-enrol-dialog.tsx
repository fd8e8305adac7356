import type { Language, TotpEnrolment } from '@app/contracts';
import { Button, Dialog, ErrorCard, Row, Stack } from '@app/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Paragraph } from '../../../shared/section-parts';
import { TextField } from '../../../shared/text-field';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { confirmTotp, startTotpEnrolment } from '../api/totp';
import { totpFailure, type TotpFailure } from '../totp-failure';
import { RecoveryCodes } from './recovery-codes';

const QrCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 auto;
  image-rendering: pixelated;
`;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 1.05rem;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

type Step = { name: 'password' } | { name: 'scan'; enrolment: TotpEnrolment } | { name: 'codes'; recoveryCodes: string[] };

/** Groups of four characters, as authenticator apps show keys: easier to type without losing one's place. */
const readableSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TotpEnrolDialogProps {
  language: Language;
  onCancel: () => void;
  /** TOTP is on (the recovery codes were shown). */
  onEnabled: () => void;
}

/** Turning on two-step verification: current password, then scan and confirm with a code, then the recovery codes. */
export function TotpEnrolDialog({ language, onCancel, onEnabled }: TotpEnrolDialogProps) {
  const { t } = useAccountTranslation();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TotpFailure | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  async function attempt(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const refused = totpFailure(error, t);
      setFailure(refused);
      if (refused.field) fieldRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  function start(event: FormEvent) {
    event.preventDefault();
    void attempt(async () => setStep({ name: 'scan', enrolment: await startTotpEnrolment(language, password) }));
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    void attempt(async () => {
      const recoveryCodes = await confirmTotp(language, code);
      setPassword('');
      setStep({ name: 'codes', recoveryCodes });
    });
  }

  const formError = failure?.field === null ? <ErrorCard>{failure.message}</ErrorCard> : null;
  const fieldError = (field: 'password' | 'code') => (failure?.field === field ? failure.message : null);

  if (step.name === 'codes') {
    // Closing now is as good as "saved": TOTP is already on and the codes cannot be shown again.
    return (
      <Dialog title={t('security.totp.codes.title')} onClose={onEnabled}>
        <RecoveryCodes codes={step.recoveryCodes} onSaved={onEnabled} />
      </Dialog>
    );
  }

  return (
    <Dialog title={t('security.totp.enrol.title')} onClose={onCancel}>
      {step.name === 'password' ? (
        <form onSubmit={start} aria-busy={busy}>
          <Stack>
            <Paragraph>{t('security.totp.enrol.passwordText')}</Paragraph>
            <TextField
              ref={fieldRef}
              label={t('security.totp.password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              error={fieldError('password')}
            />
            {formError}
            <Row>
              <Button type="button" $variant="secondary" onClick={onCancel}>
                {t('security.totp.cancel')}
              </Button>
              <Button type="submit" disabled={busy || password === ''}>
                {t('security.totp.enrol.continue')}
              </Button>
            </Row>
          </Stack>
        </form>
      ) : (
        <form onSubmit={verify} aria-busy={busy}>
          <Stack>
            <Paragraph>{t('security.totp.enrol.scan')}</Paragraph>
            <QrCode src={step.enrolment.qrCodeDataUrl} alt={t('security.totp.enrol.qrAlt')} />
            <Paragraph>{t('security.totp.enrol.manual')}</Paragraph>
            <Secret>{readableSecret(step.enrolment.secret)}</Secret>
            <TextField
              ref={fieldRef}
              label={t('security.totp.enrol.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              autoFocus // eslint-disable-line jsx-a11y/no-autofocus -- a dialog moves the focus into itself (WAI-ARIA dialog pattern)
              value={code}
              onChange={setCode}
              error={fieldError('code')}
            />
            {formError}
            <Row>
              <Button type="button" $variant="secondary" onClick={onCancel}>
                {t('security.totp.cancel')}
              </Button>
              <Button type="submit" disabled={busy || code.trim() === ''}>
                {t('security.totp.enrol.verify')}
              </Button>
            </Row>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
