import type { RemotePageProps } from '@app/contracts';
import { ErrorCard, LoadingState, RetryError, useResource } from '@app/ui';
import { PremiumNotice } from '../../../shared/premium-notice';
import { isProRequired, isRefusal, refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { familyQuery } from '../api/get-family';
import { FamilyManager } from './family-manager';

export function FamilySection({ language, apiBase }: Pick<RemotePageProps, 'language' | 'apiBase'>) {
  const { t } = useProTranslation();
  const { resource, retry } = useResource(familyQuery(apiBase, language));

  if (resource.status === 'loading') return <LoadingState label={t('family.loading')} />;
  if (resource.status === 'error') {
    if (isProRequired(resource.error)) return <PremiumNotice language={language} feature="family" />;
    if (isRefusal(resource.error)) return <ErrorCard>{refusalMessage(resource.error, t('family.loadError'))}</ErrorCard>;
    return <RetryError message={t('family.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  return <FamilyManager members={resource.data.members} apiBase={apiBase} language={language} />;
}
