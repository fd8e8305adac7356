import type { Language } from '@app/contracts';
import { Card, Stack } from '@app/ui';
import { Divider, MutedText, SectionTitle } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { AccountDeletion } from './account-deletion';
import { DataExport } from './data-export';

/** Privacy and data: the user's rights, "download my data" and "delete my account". */
export function PrivacySection({ apiBase, language }: { apiBase: string; language: Language }) {
  const { t } = useAccountTranslation();
  return (
    <Card>
      <Stack $gap={5}>
        <Stack $gap={2}>
          <SectionTitle>{t('privacy.title')}</SectionTitle>
          <MutedText>{t('privacy.intro')}</MutedText>
        </Stack>
        <DataExport apiBase={apiBase} language={language} />
        <Divider />
        <AccountDeletion apiBase={apiBase} language={language} />
      </Stack>
    </Card>
  );
}
