import type { HistoryItem, HistoryList } from '@app/contracts';
import { QUERY_STALE_TIME_MS } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { bodiesSentTo, noContent, routeFetch } from '../testing/route-fetch';
import { SETTINGS, settingsPageRoutes } from '../testing/settings-fixtures';
import HistoryPage from './history-page';
import SettingsPage from './settings-page';

const FEVER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const COUGH = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const LIST = 'GET /api/symptoms/analyses';
const SETTINGS_READ = 'GET /api/account/settings';

function symptomItem(id: string, title: string): HistoryItem {
  return {
    id,
    type: 'symptom',
    title,
    date: '2025-03-05T12:00:00Z',
    status: 'completed',
    summary: `Summary of ${title}`,
    fullData: { symptoms_text: `Symptoms of ${title}`, nivel_urgencia: 'baixa', possiveis_causas: [], proximos_passos: [] },
  };
}

const fever = symptomItem(FEVER, 'Febre');
const cough = symptomItem(COUGH, 'Tosse');
const history = (items: HistoryItem[]): HistoryList => ({ items, total: items.length, fullHistory: false, fullHistoryBy: null });

const titles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The clock as far ahead as the person took before coming back. */
function later(ms: number) {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

afterEach(() => jest.restoreAllMocks());

/** Opens the history page, then leaves it (another page is shown); the query cache stays. */
async function visitHistory() {
  const visit = await renderInShell(<HistoryPage language="en" apiBase="/api/symptoms" />, { language: 'en' });
  await screen.findAllByRole('article');
  return visit;
}

describe('the query cache (spec §9: stale after 5 minutes)', () => {
  it('returning to the history page within 5 minutes does not fetch it again', async () => {
    const fetchMock = routeFetch({ [LIST]: jsonResponse(history([fever, cough])) });
    const { queryClient, unmount } = await visitHistory();
    unmount();

    later(QUERY_STALE_TIME_MS - 60_000);
    await renderInShell(<HistoryPage language="en" apiBase="/api/symptoms" />, { language: 'en', queryClient });

    expect(titles()).toEqual(['Febre', 'Tosse']);
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, LIST)).toHaveLength(1);
  });

  it('returning after 5 minutes shows what it had at once and reads the history again', async () => {
    const fetchMock = routeFetch({ [LIST]: [jsonResponse(history([fever])), jsonResponse(history([fever, cough]))] });
    const { queryClient, unmount } = await visitHistory();
    unmount();

    later(QUERY_STALE_TIME_MS + 1000);
    await renderInShell(<HistoryPage language="en" apiBase="/api/symptoms" />, { language: 'en', queryClient });

    expect(titles()).toEqual(['Febre']);
    await waitFor(() => expect(titles()).toEqual(['Febre', 'Tosse']));
    expect(bodiesSentTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('after deleting an item the list no longer shows it, nor when the page is opened again', async () => {
    const fetchMock = routeFetch({
      [LIST]: [jsonResponse(history([fever, cough])), jsonResponse(history([cough]))],
      [`DELETE /api/symptoms/analyses/${FEVER}`]: noContent(),
    });
    const user = userEvent.setup();
    const { queryClient, unmount } = await visitHistory();

    await user.click(screen.getByRole('button', { name: /View details.*Febre/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete analysis' }));

    await waitFor(() => expect(titles()).toEqual(['Tosse']));
    await waitFor(() => expect(bodiesSentTo(fetchMock, LIST)).toHaveLength(2));
    unmount();
    await renderInShell(<HistoryPage language="en" apiBase="/api/symptoms" />, { language: 'en', queryClient });

    expect(titles()).toEqual(['Tosse']);
    expect(bodiesSentTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('saved settings show their new values when the page is opened again, without reading them again', async () => {
    const fetchMock = routeFetch({
      ...settingsPageRoutes(),
      'PUT /api/account/settings': jsonResponse({ ...SETTINGS, email_notifications: false }),
    });
    const user = userEvent.setup();
    const { queryClient, unmount } = await renderInShell(<SettingsPage language="en" apiBase="/api/account" />, { language: 'en' });

    await user.click(await screen.findByRole('switch', { name: 'Email alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    await screen.findByText('Settings saved.');
    unmount();
    await renderInShell(<SettingsPage language="en" apiBase="/api/account" />, { language: 'en', queryClient });

    expect(await screen.findByRole('switch', { name: 'Email alerts' })).not.toBeChecked();
    expect(bodiesSentTo(fetchMock, SETTINGS_READ)).toHaveLength(1);
  });
});
