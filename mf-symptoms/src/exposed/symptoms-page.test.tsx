import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { renderInShell } from '@app/ui/testing';
import SymptomsPage from './symptoms-page';

const API = '/api/symptoms';

function renderSymptomsPage(language: Language) {
  return renderInShell(<SymptomsPage language={language} apiBase={API} />, { language, path: pathFor(language, 'symptoms') });
}

/** The part of a fetch Response the page reads (jsdom has no Response class). */
function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
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
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderSymptomsPage('pt');

    await user.type(screen.getByLabelText('Descreva seus sintomas'), '  dor de cabeça forte  ');
    await user.click(screen.getByRole('button', { name: 'Analisar sintomas' }));

    expect(screen.getByRole('status')).toHaveTextContent('Analisando seus sintomas');
    expect(screen.getByRole('button', { name: 'Analisar sintomas' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API}/analyses`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'dor de cabeça forte', language: 'pt' });

    await act(async () => answer(jsonResponse({ id: 'a1', nivelUrgencia: 'baixa' })));
    expect(await screen.findByText('Análise recebida.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Describe your symptoms', 'Analyze symptoms', 'Connection error. Check your internet and try again.'],
    ['fr', 'Décrivez vos symptômes', 'Analyser les symptômes', 'Erreur de connexion. Vérifiez votre connexion internet et réessayez.'],
  ] as const)('in %s, a network failure shows the connection message and keeps the text', async (language, label, button, message) => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
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
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await renderSymptomsPage('en');

    await user.type(screen.getByLabelText('Describe your symptoms'), 'chest pain since this morning');
    await user.click(screen.getByRole('button', { name: 'Analyze symptoms' }));
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing your symptoms');

    await act(async () => jest.advanceTimersByTime(59_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(1_000));

    expect(screen.getByRole('alert')).toHaveTextContent('The analysis is taking longer than expected. Please try again.');
    expect(screen.getByLabelText('Describe your symptoms')).toHaveValue('chest pain since this morning');
  });

  it('shows the general message when the service fails and the incomplete-response message when the answer has no id', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500))
      .mockResolvedValueOnce(jsonResponse({ nivelUrgencia: 'alta' }));
    await renderSymptomsPage('es');

    await user.type(screen.getByLabelText('Describe tus síntomas'), 'mareo y náuseas');
    await user.click(screen.getByRole('button', { name: 'Analizar síntomas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al analizar los síntomas. Inténtalo de nuevo en unos momentos.');

    await user.click(screen.getByRole('button', { name: 'Analizar síntomas' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Respuesta incompleta del servidor. Inténtalo de nuevo.'),
    );
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
  });
});
