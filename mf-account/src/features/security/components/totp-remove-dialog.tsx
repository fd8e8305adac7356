import type { Language } from '@app/contracts';
import { Button, Dialog, ErrorCard, Row, Stack } from '@app/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Paragraph } from '../../../shared/section-parts';
import { TextField } from '../../../shared/text-field';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { removeTotp } from '../api/totp';
import { totpFailure, type TotpFailure } from '../totp-failure';

interface TotpRemoveDialogProps {
  language: Language;
  onCancel: () => void;
  onRemoved: () => void;
}

/** Turning two-step verification off takes both the current password and a code (app or recovery). */
export function TotpRemoveDialog({ language, onCancel, onRemoved }: TotpRemoveDialogProps) {
  const { t } = useAccountTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TotpFailure | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await removeTotp(language, password, code);
      onRemoved();
    } catch (error) {
      const refused = totpFailure(error, t);
      setFailure(refused);
      setBusy(false);
      if (refused.field === 'password') passwordRef.current?.focus();
      if (refused.field === 'code') codeRef.current?.focus();
    }
  }

  return (
    <Dialog title={t('security.totp.remove.title')} onClose={onCancel}>
      <form onSubmit={submit} aria-busy={busy}>
        <Stack>
          <Paragraph>{t('security.totp.remove.text')}</Paragraph>
          <TextField
            ref={passwordRef}
            label={t('security.totp.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
            error={failure?.field === 'password' ? failure.message : null}
          />
          <TextField
            ref={codeRef}
            label={t('security.totp.remove.code')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            required
            value={code}
            onChange={setCode}
            error={failure?.field === 'code' ? failure.message : null}
          />
          {failure?.field === null && <ErrorCard>{failure.message}</ErrorCard>}
          <Row>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('security.totp.cancel')}
            </Button>
            <Button type="submit" $variant="danger" disabled={busy || password === '' || code.trim() === ''}>
              {t('security.totp.remove.submit')}
            </Button>
          </Row>
        </Stack>
      </form>
    </Dialog>
  );
}
