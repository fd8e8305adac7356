import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, sentBody } from '@app/ui/testing';
import { GUEST_ID_STORAGE_KEY } from '@app/contracts';
import { lowAnalysis } from '../features/analysis/testing/analysis-fixtures';
import { API, describeSymptoms, renderSymptomsPage, withHeaders } from '../features/analysis/testing/render-symptoms-page';

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('symptom screen', () => {
  it('keeps the analyze button disabled while the text is empty', async () => {
    const user = userEvent.setup();
    await renderSymptomsPage('en');
    const analyze = screen.getByRole('button', { name: 'Analyze symptoms' });
    expect(analyze).toBeDisabled();

    await user.type(screen.getByLabelText('Describe your symptoms'), '   ');
    expect(analyze).toBeDisabled();

    await user.type(screen.getByLabelText('Describe your symptoms'), 'fever');
    expect(analyze).toBeEnabled();
  });

  it.each([
    ['pt', 'Descreva seus sintomas', 'Analisar sintomas', 'Descreva seus sintomas com pelo menos 3 caracteres.'],
    ['en', 'Describe your symptoms', 'Analyze symptoms', 'Please describe your symptoms with at least 3 characters.'],
  ] as const)('in %s, "ab" shows the validation message without calling the service', async (language, label, button, message) => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    await renderSymptomsPage(language);

    await user.type(screen.getByLabelText(label), 'ab');
    await user.click(screen.getByRole('button', { name: button }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the text and language and shows a spinner with a status text while the analysis runs', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch();
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderSymptomsPage('pt');

    await describeSymptoms(user, 'pt', '  dor de cabeça forte  ');

    expect(screen.getByRole('status')).toHaveTextContent('Analisando seus sintomas');
    expect(screen.getByRole('button', { name: 'Analisar sintomas' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: 'O que você vai receber' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API}/analyses`);
    expect((init as RequestInit).method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ text: 'dor de cabeça forte', language: 'pt' });

    await act(async () => answer(jsonResponse({ ...lowAnalysis, language: 'pt' })));
    expect(await screen.findByText('Análise recebida.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'O que você vai receber' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Describe your symptoms', 'Analyze symptoms', 'Connection error. Check your internet and try again.'],
    ['fr', 'Décrivez vos symptômes', 'Analyser les symptômes', 'Erreur de connexion. Vérifiez votre connexion internet et réessayez.'],
  ] as const)('in %s, a network failure shows the connection message and keeps the text', async (language, label, button, message) => {
    const user = userEvent.setup();
    mockFetch(new TypeError('Failed to fetch'));
    await renderSymptomsPage(language);

    await user.type(screen.getByLabelText(label), 'sore throat and cough');
    await user.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveValue('sore throat and cough');
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it('shows the timeout message when the analysis takes longer than 60 seconds, keeping the text', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch().mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await renderSymptomsPage('en');

    await describeSymptoms(user, 'en', 'chest pain since this morning');
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing your symptoms');

    await act(async () => jest.advanceTimersByTime(59_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(1_000));

    expect(screen.getByRole('alert')).toHaveTextContent('The analysis is taking longer than expected. Please try again.');
    expect(screen.getByLabelText('Describe your symptoms')).toHaveValue('chest pain since this morning');
  });

  it('shows the general message when the service fails and the incomplete-response message when the answer breaks the contract', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500), jsonResponse({ ...lowAnalysis, urgency: 'alta' }));
    await renderSymptomsPage('es');

    await describeSymptoms(user, 'es', 'mareo y náuseas');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al analizar los síntomas. Inténtalo de nuevo en unos momentos.');

    await user.click(screen.getByRole('button', { name: 'Analizar síntomas' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Respuesta incompleta del servidor. Inténtalo de nuevo.'));
    expect(screen.getByLabelText('Describe tus síntomas')).toHaveValue('mareo y náuseas');
  });

  it.each([
    ['pt', 'Muitas solicitações. Aguarde 60 segundos.'],
    ['de', 'Zu viele Anfragen. Warte 60 Sekunden.'],
  ] as const)("in %s, a 429 shows the service's own message in the red card", async (language, message) => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ error: { code: 'rate_limited', message } }, 429));
    await renderSymptomsPage(language);

    await describeSymptoms(user, language, 'tosse seca');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /sintomas|Symptome/ })).toHaveValue('tosse seca');
  });

  it('shows the rate-limit text of the page when a 429 comes without a message', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({}, 429));
    await renderSymptomsPage('en');
    await describeSymptoms(user, 'en', 'headache');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
  });

  it('mirrors the guest id of the answer in local storage', async () => {
    const user = userEvent.setup();
    mockFetch(withHeaders(jsonResponse(lowAnalysis), { 'X-Guest-Id': '7c0a9d8e-guest' }));
    await renderSymptomsPage('en');

    await describeSymptoms(user, 'en', 'runny nose');

    expect(await screen.findByText('Analysis received.')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_ID_STORAGE_KEY)).toBe('7c0a9d8e-guest');
  });

  it.each([
    ['pt', 'Voltar', '/pt'],
    ['de', 'Zurück', '/de'],
  ] as const)('in %s, the back button goes to the home page', async (language, back, home) => {
    const user = userEvent.setup();
    await renderSymptomsPage(language);

    await user.click(screen.getByRole('button', { name: back }));

    expect(screen.getByTestId('current-path').textContent).toBe(home);
  });

  it('shows what the analysis will contain before the first analysis, and the disclaimer', async () => {
    await renderSymptomsPage('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Symptom-Analyse' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Was du erhältst' })).toBeInTheDocument();
    expect(screen.getByText('Mögliche Ursachen deiner Symptome')).toBeInTheDocument();
    expect(screen.getByText(/keine ärztliche Diagnose/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
