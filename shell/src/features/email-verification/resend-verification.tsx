import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Button, ErrorCard, Stack } from '@app/ui';
import { requestFailureMessage } from '../auth/auth-errors';
import { Notice } from '../auth/form-controls';
import { resendVerification } from '../session/identity-api';

/** "Resend confirmation e-mail" → 'Verificação enviada.' (spec §8); a refusal (e.g. 429) says why. */
export function ResendVerification({ email, language }: { email: string; language: Language }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string>();

  async function resend() {
    setState('sending');
    setFailure(undefined);
    try {
      await resendVerification(email, language);
      setState('sent');
    } catch (error) {
      setFailure(requestFailureMessage(error, t));
      setState('idle');
    }
  }

  if (state === 'sent') return <Notice role="status">{t('verification.sent')}</Notice>;
  return (
    <Stack $gap={2}>
      <div>
        <Button type="button" $variant="secondary" disabled={state === 'sending'} onClick={() => void resend()}>
          {state === 'sending' ? t('verification.resending') : t('verification.resend')}
        </Button>
      </div>
      {failure && <ErrorCard>{failure}</ErrorCard>}
    </Stack>
  );
}
