import type { SharingSlots } from '@app/contracts';

/** Stand-ins for mf-sharing's widgets, which the shell hands the page: each shows what it was given. */
export const fakeSharing: SharingSlots = {
  SharePanel: ({ analysisId, shareType }) => (
    <div data-testid="share-panel" data-analysis-id={analysisId} data-share-type={shareType}>
      Share panel
    </div>
  ),
  ReferralCard: () => <div data-testid="referral-card">Referral card</div>,
  SharedLinks: () => <div data-testid="shared-links">Shared links</div>,
};
