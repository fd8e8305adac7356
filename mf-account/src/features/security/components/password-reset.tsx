import type { Language } from '@app/contracts';
import { Button, ErrorCard, Row, Stack, failureMessage } from '@app/ui';
import { useState } from 'react';
import { MutedText, PartTitle, SuccessText } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { sendPasswordResetEmail } from '../api/password-reset';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Spec §2 Settings "reset-password button": a reset link to the user's own address (§8 'E-mail enviado.'). */
export function PasswordReset({ language }: { language: Language }) {
  const { t } = useAccountTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function send() {
    setState({ kind: 'sending' });
    try {
      await sendPasswordResetEmail(language);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: failureMessage(error, t('security.password.failed')) });
    }
  }

  const sending = state.kind === 'sending';
  return (
    <Stack $gap={3} aria-busy={sending}>
      <PartTitle>{t('security.password.title')}</PartTitle>
      <MutedText>{t('security.password.text')}</MutedText>
      <Row>
        <Button type="button" $variant="secondary" onClick={send} disabled={sending}>
          {sending ? t('security.password.sending') : t('security.password.action')}
        </Button>
      </Row>
      {state.kind === 'failed' && <ErrorCard>{state.message}</ErrorCard>}
      <div role="status">{state.kind === 'sent' && <SuccessText>{t('security.password.sent')}</SuccessText>}</div>
    </Stack>
  );
}
