import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Profile, type RemotePageProps } from '@app/contracts';
import { LoadingState, RetryError, Stack, useResource } from '@app/ui';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { profileQuery } from '../api/get-profile';
import { AvatarCard } from './avatar-card';
import { LocationCard } from './location-card';
import { ProfileInfoCard } from './profile-info-card';

export function ProfileSection({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  const queryClient = useQueryClient();
  const { resource, retry, setData } = useResource(profileQuery(apiBase, language));

  function saved(profile: Profile) {
    setData(profile);
    // The dashboard greets the user by the first name.
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  }

  if (resource.status === 'loading') return <LoadingState label={t('profile.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('profile.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  const profile = resource.data;
  return (
    <Stack $gap={6}>
      <AvatarCard profile={profile} language={language} />
      <ProfileInfoCard profile={profile} language={language} apiBase={apiBase} onSaved={saved} />
      <LocationCard location={profile.ip_location} />
    </Stack>
  );
}
