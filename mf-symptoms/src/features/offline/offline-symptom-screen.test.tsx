import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { symptoms } from '@app/i18n';
import { jsonResponse, mockFetch, sentBody } from '@app/ui/testing';
import { lowAnalysis } from '../analysis/testing/analysis-fixtures';
import { API, describeSymptoms, renderSymptomsPage } from '../analysis/testing/render-symptoms-page';
import { keptTextStore } from './kept-text-store';

function setDeviceLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

/** The browser's flag and its event, as a phone losing and finding its connection gives them. */
function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const card = (language: 'en' | 'de' | 'pt') => screen.getByRole('region', { name: symptoms[language].offline.title });

beforeEach(() => setDeviceLanguages(['en-US']));
afterEach(async () => {
  act(() => setOnline(true));
  // jsdom has no IndexedDB: the page keeps texts in memory, shared between tests unless emptied.
  await keptTextStore().take();
});

describe('the symptom page offline', () => {
  it('shows the local emergency and crisis numbers and the signs not to wait on, in the page language', async () => {
    setDeviceLanguages(['de-DE', 'en']);
    setOnline(false);
    await renderSymptomsPage('de');

    const offline = card('de');
    expect(within(offline).getByRole('link', { name: 'Notruf: 112 anrufen' })).toHaveAttribute('href', 'tel:112');
    expect(within(offline).getByRole('link', { name: 'Seelische Krise: TelefonSeelsorge 0800 111 0 111' })).toHaveAttribute(
      'href',
      'tel:08001110111',
    );
    const signs = within(offline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(signs).toEqual(symptoms.de.offline.signs);
  });

  it("gives a Portuguese browser in Portugal Portugal's numbers, not Brazil's", async () => {
    setDeviceLanguages(['pt-PT']);
    setOnline(false);
    await renderSymptomsPage('pt');
    expect(within(card('pt')).getByRole('link', { name: 'Emergência: ligue 112' })).toBeInTheDocument();
    expect(within(card('pt')).getByRole('link', { name: 'Crise emocional: SNS 24 — 808 24 24 24' })).toHaveAttribute(
      'href',
      'tel:808242424',
    );
  });

  it('is not shown while the device is online', async () => {
    await renderSymptomsPage('en');
    expect(screen.queryByRole('region', { name: symptoms.en.offline.title })).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(card('en')).toBeInTheDocument();
  });
});

describe('a description sent while offline', () => {
  it('is kept instead of failing, then analysed as soon as the device is back online', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse(lowAnalysis));
    await renderSymptomsPage('en');
    act(() => setOnline(false));

    await describeSymptoms(user, 'en', '  runny nose  ');

    expect(await within(card('en')).findByText(symptoms.en.offline.kept)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(symptoms.en.form.label)).toHaveValue('  runny nose  ');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await keptTextStore().peek()).toMatchObject({ text: 'runny nose', language: 'en' });

    act(() => setOnline(true));

    expect(await screen.findByText(symptoms.en.status.received)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${API}/analyses`);
    expect(sentBody(fetchMock)).toEqual({ text: 'runny nose', language: 'en' });
    expect(await keptTextStore().peek()).toBeUndefined();
  });

  it('is kept when the connection drops during the request', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    fetchMock.mockImplementationOnce(async () => {
      setOnline(false);
      throw new TypeError('Failed to fetch');
    });
    await renderSymptomsPage('en');

    await describeSymptoms(user, 'en', 'sore throat and cough');

    expect(await within(card('en')).findByText(symptoms.en.offline.kept)).toBeInTheDocument();
    expect(await keptTextStore().peek()).toMatchObject({ text: 'sore throat and cough' });
  });

  it('kept on an earlier visit, is shown in the field and sent when the page opens online, in its own language', async () => {
    await keptTextStore().keep({ text: 'dor de garganta e tosse', language: 'pt', keptAt: '2026-11-27T09:00:00.000Z' });
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch();
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderSymptomsPage('en');

    expect(await screen.findByLabelText(symptoms.en.form.label)).toHaveValue('dor de garganta e tosse');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(symptoms.en.offline.sending));
    expect(sentBody(fetchMock)).toEqual({ text: 'dor de garganta e tosse', language: 'pt' });

    await act(async () => answer(jsonResponse({ ...lowAnalysis, language: 'pt' })));
    expect(await screen.findByText(symptoms.en.status.received)).toBeInTheDocument();
    expect(await keptTextStore().peek()).toBeUndefined();
  });
});
