import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { ErrorCard, Stack } from '@app/ui';
import { ResendVerification } from './resend-verification';

/** Spec §8: a login refused for an unconfirmed address says 'Conta não confirmada / …' and offers the link again. */
export function EmailNotConfirmed({ email, language }: { email: string; language: Language }) {
  const { t } = useTranslation('auth');
  return (
    <Stack $gap={3}>
      <ErrorCard>
        <strong>{t('errors.emailNotConfirmed.title')}: </strong>
        {t('errors.emailNotConfirmed.text')}
      </ErrorCard>
      <ResendVerification email={email} language={language} />
    </Stack>
  );
}
