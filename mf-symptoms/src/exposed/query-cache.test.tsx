import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@app/contracts';
import { jsonResponse, mockFetch } from '@app/ui/testing';
import { lowAnalysis, lowText } from '../features/analysis/testing/analysis-fixtures';
import { describeSymptoms, renderSymptomsPage } from '../features/analysis/testing/render-symptoms-page';

describe('the query cache (spec §9)', () => {
  it('a new analysis has the history and the dashboard read again; what it does not change stays cached', async () => {
    mockFetch(jsonResponse(lowAnalysis));
    const user = userEvent.setup();
    const { queryClient } = await renderSymptomsPage('en');
    queryClient.setQueryData(queryKeys.analyses, { items: [], total: 0, fullHistory: false, fullHistoryBy: null });
    queryClient.setQueryData(queryKeys.dashboard, { greetingName: 'Ana', firstVisit: false, screenings: 0, exams: 0 });
    queryClient.setQueryData(queryKeys.shortLinks, []);

    await describeSymptoms(user, 'en', lowText);
    await screen.findByText('Analysis received.');

    const stale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
    expect([stale(queryKeys.analyses), stale(queryKeys.dashboard), stale(queryKeys.shortLinks)]).toEqual([true, true, false]);
  });
});
