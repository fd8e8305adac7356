import type { RemotePageProps } from '@app/contracts';
import { Page, Stack } from '@app/ui';
import { mountStandalone } from '@app/ui/standalone';
import ReferralCard from './exposed/referral-card';
import SharePanel from './exposed/share-panel';
import SharedLinks from './exposed/shared-links';
import SharedResultPage from './exposed/shared-result-page';

// Standalone only: the shell passes real props. The share panel needs one of your analyses' ids (a uuid);
// the shared-result page reads the code from the path: open /{lang}/shared-result/{code}.
function SharePanelSample({ language, apiBase }: RemotePageProps) {
  const analysisId = new URLSearchParams(window.location.search).get('analysisId') ?? '00000000-0000-4000-8000-000000000000';
  return (
    <Page>
      <SharePanel language={language} apiBase={apiBase} analysisId={analysisId} shareType="symptom_analysis" />
    </Page>
  );
}

function HistoryWidgets({ language, apiBase }: RemotePageProps) {
  return (
    <Page>
      <Stack $gap={6}>
        <ReferralCard language={language} apiBase={apiBase} />
        <SharedLinks language={language} apiBase={apiBase} />
      </Stack>
    </Page>
  );
}

void mountStandalone(
  { 'share-panel': SharePanelSample, 'history-widgets': HistoryWidgets, 'shared-result/:code': SharedResultPage },
  '/api/sharing',
);
