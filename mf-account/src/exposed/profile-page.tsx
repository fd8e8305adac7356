import type { RemotePageProps } from '@app/contracts';
import { Lead, Page, PageTitle } from '@app/ui';
import { ProfileSection } from '../features/profile/components/profile-section';
import { useAccountTranslation } from '../shared/use-account-translation';

export default function ProfilePage({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Lead>{t('profile.lead')}</Lead>
      <ProfileSection language={language} apiBase={apiBase} />
    </Page>
  );
}
