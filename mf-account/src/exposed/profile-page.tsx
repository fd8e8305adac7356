import type { RemotePageProps } from '@app/contracts';
import { Lead, NamespaceTexts, Page, PageTitle } from '@app/ui';
import { ProfileSection } from '../features/profile/components/profile-section';
import { useAccountTranslation } from '../shared/use-account-translation';

function ProfilePageContent({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Lead>{t('profile.lead')}</Lead>
      <ProfileSection language={language} apiBase={apiBase} />
    </Page>
  );
}

/** The page once this remote's texts are there, in the page's language only. */
export default function ProfilePage(props: RemotePageProps) {
  return (
    <NamespaceTexts ns="account" language={props.language}>
      <ProfilePageContent {...props} />
    </NamespaceTexts>
  );
}
