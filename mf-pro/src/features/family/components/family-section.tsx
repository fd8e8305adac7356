import type { RemotePageProps } from '@app/contracts';
import { LoadingState, RetryError, useResource } from '@app/ui';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { getFamily } from '../api/get-family';
import { FamilyManager } from './family-manager';

export function FamilySection({ language, apiBase }: RemotePageProps) {
  const { t } = useProTranslation();
  const { resource, retry } = useResource(`${apiBase}|${language}`, (signal) => getFamily(apiBase, language, signal));

  if (resource.status === 'loading') return <LoadingState label={t('family.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('family.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  return <FamilyManager initialMembers={resource.data.family_emails} apiBase={apiBase} language={language} />;
}
