import type { RemotePageProps } from '@app/contracts';
import { LoadingState, RetryError, useResource } from '@app/ui';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { settingsQuery } from '../api/get-settings';
import { SettingsForm } from './settings-form';

export function SettingsSection({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  const { resource, retry, setData } = useResource(settingsQuery(apiBase, language));

  if (resource.status === 'loading') return <LoadingState label={t('settings.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('settings.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  return <SettingsForm settings={resource.data} language={language} apiBase={apiBase} onSaved={setData} />;
}
