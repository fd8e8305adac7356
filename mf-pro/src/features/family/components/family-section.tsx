import type { RemotePageProps } from '@app/contracts';
import { ErrorCard, LoadingState, RetryError, useResource } from '@app/ui';
import { isRefusal, refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { getFamily } from '../api/get-family';
import { FamilyManager } from './family-manager';

export function FamilySection({ language, apiBase }: RemotePageProps) {
  const { t } = useProTranslation();
  const { resource, retry } = useResource(`${apiBase}|${language}`, (signal) => getFamily(apiBase, language, signal));

  if (resource.status === 'loading') return <LoadingState label={t('family.loading')} />;
  if (resource.status === 'error') {
    if (isRefusal(resource.error)) return <ErrorCard>{refusalMessage(resource.error, t('family.loadError'))}</ErrorCard>;
    return <RetryError message={t('family.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  return <FamilyManager initialMembers={resource.data.family_emails} apiBase={apiBase} language={language} />;
}
