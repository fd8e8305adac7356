import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, type HistoryItem, type HistoryList as History, type RemotePageProps } from '@app/contracts';
import { invalidateAnalyses, LoadingState, RetryError, Stack, useResource } from '@app/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { SectionTitle, SuccessText } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { deleteAnalysis } from '../api/delete-analysis';
import { historyQuery } from '../api/get-history';
import { showsReferralCard, visibleHistory } from '../visible-history';
import { HistoryEmpty } from './history-empty';
import { HistoryLimitNotice } from './history-limit-notice';
import { HistoryList } from './history-list';
import { HistoryUnlockedNote } from './history-unlocked-note';

/** Where the limit notice sends the user. */
const REFERRAL_ID = 'history-referral';

/** Takes the focus when the limit notice leads here: a ring only for keyboard focus. */
const ReferralSlot = styled.section`
  scroll-margin-top: ${({ theme }) => theme.space(6)};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const SharedLinksSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const without = (history: History, id: string): History => ({
  ...history,
  items: history.items.filter((item) => item.id !== id),
  total: Math.max(0, history.total - 1),
});

export function HistorySection({ language, apiBase, sharing }: RemotePageProps) {
  const { t } = useAccountTranslation();
  const sharedLinksTitleId = useId();
  const queryClient = useQueryClient();
  const { resource, retry, setData } = useResource(historyQuery(apiBase, language));
  const [deletedNotice, setDeletedNotice] = useState(false);

  if (resource.status === 'loading') return <LoadingState label={t('history.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('history.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  const loaded = resource.data;

  async function deleteItem(item: HistoryItem) {
    await deleteAnalysis(apiBase, language, item.id);
    setDeletedNotice(true);
    setData(without(loaded, item.id));
    // Read again so that on the free plan the next most recent item comes into view, with the dashboard's count
    // and the shared links (the item's are revoked); if that fails the item is simply gone.
    void invalidateAnalyses(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.shortLinks });
  }

  const { items, hiddenCount } = visibleHistory(loaded);
  const referral = sharing && showsReferralCard(loaded);
  return (
    <Stack>
      {/* Always there once loaded, so that screen readers announce the notice when it appears. */}
      <div role="status">{deletedNotice && <SuccessText>{t('history.delete.done')}</SuccessText>}</div>
      {loaded.fullHistoryBy && <HistoryUnlockedNote by={loaded.fullHistoryBy} />}
      {referral && (
        <ReferralSlot id={REFERRAL_ID} tabIndex={-1} aria-label={t('history.referral.label')}>
          <sharing.ReferralCard />
        </ReferralSlot>
      )}
      {items.length === 0 ? (
        <HistoryEmpty language={language} />
      ) : (
        <HistoryList items={items} language={language} sharing={sharing} onDelete={deleteItem} />
      )}
      {hiddenCount > 0 && <HistoryLimitNotice hiddenCount={hiddenCount} referralId={referral ? REFERRAL_ID : undefined} />}
      {sharing && (
        <SharedLinksSection aria-labelledby={sharedLinksTitleId}>
          <SectionTitle id={sharedLinksTitleId}>{t('history.sharedLinks.title')}</SectionTitle>
          <sharing.SharedLinks />
        </SharedLinksSection>
      )}
    </Stack>
  );
}
