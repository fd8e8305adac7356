import type { RemotePageProps } from '@app/contracts';
import { LoadingState, RetryError, useResource } from '@app/ui';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { settingsQuery } from '../../settings/api/get-settings';
import { NotifyToggle } from './notify-toggle';

/** Loads the user's settings, where the notify choice is stored, then shows the switch. */
export function NotifySection({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  const { resource, retry, setData } = useResource(settingsQuery(apiBase, language));

  if (resource.status === 'loading') return <LoadingState label={t('exams.notify.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('exams.notify.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  return <NotifyToggle settings={resource.data} language={language} apiBase={apiBase} onSaved={setData} />;
}
