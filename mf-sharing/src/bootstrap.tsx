import type { RemotePageProps } from '@app/contracts';
import { Page, Stack } from '@app/ui';
import { mountStandalone } from '@app/ui/standalone';
import ReferralCard from './exposed/referral-card';
import SharePanel from './exposed/share-panel';

// Standalone only: the shell passes real props; these samples show each state on its own page.
function SharePanelSample({ language, apiBase }: RemotePageProps) {
  return (
    <Page>
      <SharePanel language={language} apiBase={apiBase} analysisId="sample-analysis" shareType="symptom_analysis" />
    </Page>
  );
}

function ReferralCardSamples({ language }: RemotePageProps) {
  return (
    <Page>
      <Stack $gap={6}>
        {[0, 1, 2, 3].map((completedReferrals) => (
          <ReferralCard key={completedReferrals} language={language} completedReferrals={completedReferrals} />
        ))}
      </Stack>
    </Page>
  );
}

void mountStandalone({ 'share-panel': SharePanelSample, 'referral-card': ReferralCardSamples }, '/api/sharing');
