import type { RemotePageProps } from '@app/contracts';
import { Lead, Page, PageTitle } from '@app/ui';
import { HistorySection } from '../features/history/components/history-section';
import { useAccountTranslation } from '../shared/use-account-translation';

export default function HistoryPage({ language, apiBase, sharing }: RemotePageProps) {
  const { t } = useAccountTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('history.title')}</PageTitle>
      <Lead>{t('history.lead')}</Lead>
      <HistorySection language={language} apiBase={apiBase} sharing={sharing} />
    </Page>
  );
}
