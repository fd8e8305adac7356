import type { Language } from '@app/contracts';
import { Card, Stack } from '@app/ui';
import { Divider, SectionTitle } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { PasswordReset } from './password-reset';
import { SessionsList } from './sessions-list';
import { TwoFactor } from './two-factor';

/** Security: password reset, the signed-in devices and two-step verification. */
export function SecuritySection({ language }: { language: Language }) {
  const { t } = useAccountTranslation();
  return (
    <Card>
      <Stack $gap={5}>
        <SectionTitle>{t('security.title')}</SectionTitle>
        <PasswordReset language={language} />
        <Divider />
        <SessionsList language={language} />
        <Divider />
        <TwoFactor language={language} />
      </Stack>
    </Card>
  );
}
