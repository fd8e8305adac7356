import type { RemotePageProps } from '@app/contracts';
import { LoadingState, RetryError, Stack, useResource } from '@app/ui';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { getHistory } from '../api/get-history';
import { visibleHistory } from '../visible-history';
import { HistoryEmpty } from './history-empty';
import { HistoryLimitNotice } from './history-limit-notice';
import { HistoryList } from './history-list';

export function HistorySection({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  const { resource, retry } = useResource(`${apiBase}|${language}`, (signal) => getHistory(apiBase, language, signal));

  if (resource.status === 'loading') return <LoadingState label={t('history.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('history.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  const { items, hiddenCount } = visibleHistory(resource.data);
  if (items.length === 0) return <HistoryEmpty language={language} />;
  return (
    <Stack>
      <HistoryList items={items} language={language} />
      {hiddenCount > 0 && <HistoryLimitNotice hiddenCount={hiddenCount} />}
    </Stack>
  );
}
