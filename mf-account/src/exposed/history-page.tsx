import type { RemotePageProps } from '@app/contracts';
import { Lead, NamespaceTexts, Page, PageTitle } from '@app/ui';
import { HistorySection } from '../features/history/components/history-section';
import { useAccountTranslation } from '../shared/use-account-translation';

function HistoryPageContent({ language, apiBase, sharing }: RemotePageProps) {
  const { t } = useAccountTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('history.title')}</PageTitle>
      <Lead>{t('history.lead')}</Lead>
      <HistorySection language={language} apiBase={apiBase} sharing={sharing} />
    </Page>
  );
}

/** The page once this remote's texts are there, in the page's language only. */
export default function HistoryPage(props: RemotePageProps) {
  return (
    <NamespaceTexts ns="account" language={props.language}>
      <HistoryPageContent {...props} />
    </NamespaceTexts>
  );
}
