import type { HistoryItem, HistoryList as History, RemotePageProps } from '@app/contracts';
import { LoadingState, RetryError, Stack, useResource } from '@app/ui';
import { useState } from 'react';
import { SuccessText } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { deleteAnalysis } from '../api/delete-analysis';
import { getHistory } from '../api/get-history';
import { visibleHistory } from '../visible-history';
import { HistoryEmpty } from './history-empty';
import { HistoryLimitNotice } from './history-limit-notice';
import { HistoryList } from './history-list';

const without = (history: History, id: string): History => ({
  ...history,
  items: history.items.filter((item) => item.id !== id),
  total: Math.max(0, history.total - 1),
});

export function HistorySection({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  const { resource, retry, setData } = useResource(`${apiBase}|${language}`, (signal) => getHistory(apiBase, language, signal));
  const [deletedNotice, setDeletedNotice] = useState(false);

  if (resource.status === 'loading') return <LoadingState label={t('history.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('history.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  const loaded = resource.data;

  async function deleteItem(item: HistoryItem) {
    await deleteAnalysis(apiBase, language, item.id);
    setDeletedNotice(true);
    // Reloaded so that on the free plan the next most recent item comes into view; without a reload the item just goes.
    setData(await getHistory(apiBase, language).catch(() => without(loaded, item.id)));
  }

  const { items, hiddenCount } = visibleHistory(loaded);
  // Always there once loaded, so that screen readers announce the notice when it appears.
  const status = <div role="status">{deletedNotice && <SuccessText>{t('history.delete.done')}</SuccessText>}</div>;
  if (items.length === 0) {
    return (
      <Stack>
        {status}
        <HistoryEmpty language={language} />
      </Stack>
    );
  }
  return (
    <Stack>
      {status}
      <HistoryList items={items} language={language} onDelete={deleteItem} />
      {hiddenCount > 0 && <HistoryLimitNotice hiddenCount={hiddenCount} />}
    </Stack>
  );
}
