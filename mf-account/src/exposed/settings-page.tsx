import type { RemotePageProps } from '@app/contracts';
import { Lead, NamespaceTexts, Page, PageTitle, Stack } from '@app/ui';
import { PrivacySection } from '../features/privacy/components/privacy-section';
import { SecuritySection } from '../features/security/components/security-section';
import { SettingsSection } from '../features/settings/components/settings-section';
import { useAccountTranslation } from '../shared/use-account-translation';

function SettingsPageContent({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Lead>{t('settings.lead')}</Lead>
      <Stack $gap={6}>
        <SettingsSection language={language} apiBase={apiBase} />
        <PrivacySection language={language} apiBase={apiBase} />
        <SecuritySection language={language} />
      </Stack>
    </Page>
  );
}

/** The page once this remote's texts are there, in the page's language only. */
export default function SettingsPage(props: RemotePageProps) {
  return (
    <NamespaceTexts ns="account" language={props.language}>
      <SettingsPageContent {...props} />
    </NamespaceTexts>
  );
}
