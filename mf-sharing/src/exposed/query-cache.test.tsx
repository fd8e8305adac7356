import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnShortLink } from '@app/contracts';
import { jsonResponse, mockFetch, renderInShell } from '@app/ui/testing';
import SharePanel from './share-panel';
import SharedLinks from './shared-links';

const API = '/api/sharing';
const ANALYSIS_ID = '6f1c2b9e-5d4a-4c3b-8a2f-1e0d9c8b7a65';

function link(code: string): OwnShortLink {
  return {
    code,
    url: `https://vitalia.example/s/${code}`,
    analysisId: ANALYSIS_ID,
    createdAt: '2025-05-01T10:00:00.000Z',
    expiresAt: null,
    revoked: false,
    clicks: 0,
    visits: 0,
    registrations: 0,
    analyses: 0,
  };
}

describe('the query cache (spec §9)', () => {
  it('a link created in the share panel shows in "your shared links" on the same page', async () => {
    const created = link('Ab12Cd');
    const fetchMock = mockFetch(
      jsonResponse({ links: [] }),
      jsonResponse({ code: created.code, url: created.url, expiresAt: null }, 201),
      jsonResponse({ links: [created] }),
    );
    const user = userEvent.setup();
    await renderInShell(
      <>
        <SharePanel language="en" apiBase={API} analysisId={ANALYSIS_ID} shareType="symptom_analysis" />
        <SharedLinks language="en" apiBase={API} />
      </>,
      { language: 'en' },
    );

    await screen.findByText(/You have not shared any links yet/);
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByRole('article', { name: created.url })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });
});
