import type { HistoryItem, HistoryList } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderInShell } from '@app/ui/testing';
import HistoryPage from './history-page';

function symptomItem(id: string, title: string, date: string): HistoryItem {
  return {
    id,
    type: 'symptom',
    title,
    date,
    status: 'completed',
    summary: `Summary of ${title}`,
    fullData: {
      symptoms_text: `Symptoms of ${title}`,
      nivel_urgencia: 'alta',
      possiveis_causas: ['Enxaqueca'],
      proximos_passos: ['Procure um médico'],
    },
  };
}

const fourItems = [
  symptomItem('1', 'Dor de cabeça', '2025-01-10T12:00:00Z'),
  symptomItem('2', 'Febre', '2025-03-05T12:00:00Z'),
  symptomItem('3', 'Tosse', '2025-02-20T12:00:00Z'),
  symptomItem('4', 'Cansaço', '2024-12-01T12:00:00Z'),
];

const history = (overrides: Partial<HistoryList>): HistoryList => ({ items: fourItems, total: 4, fullHistory: false, ...overrides });

describe('HistoryPage', () => {
  it.each([
    ['pt', /Há mais 2 itens ocultos/],
    ['en', /2 more items in your history are hidden/],
  ] as const)('free users see only the 2 most recent items (%s)', async (language, notice) => {
    mockFetch(jsonResponse(history({})));
    await renderInShell(<HistoryPage language={language} apiBase="/api/symptoms" />, { language: language });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Febre', 'Tosse']);
    expect(screen.getByRole('note')).toHaveTextContent(notice);
  });

  it('shows every item and no notice with full history', async () => {
    mockFetch(jsonResponse(history({ fullHistory: true })));
    await renderInShell(<HistoryPage language="en" apiBase="/api/symptoms" />, { language: 'en' });

    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('asks the symptoms service, which keeps the analyses, for the newest ones', async () => {
    const fetchMock = mockFetch(jsonResponse(history({})));
    await renderInShell(<HistoryPage language="pt" apiBase="/api/symptoms" />, { language: 'pt' });
    await screen.findAllByRole('article');
    expect(fetchMock).toHaveBeenCalledWith('/api/symptoms/analyses', expect.objectContaining({ method: 'GET' }));
  });

  it.each([
    ['pt', 'Fazer uma triagem de sintomas', '/pt/triagem-de-sintomas'],
    ['de', 'Symptome analysieren', '/de/symptom-analyse'],
  ] as const)('an empty history links to the symptom screen (%s)', async (language, text, href) => {
    mockFetch(jsonResponse(history({ items: [], total: 0 })));
    await renderInShell(<HistoryPage language={language} apiBase="/api/symptoms" />, { language: language });

    expect(await screen.findByRole('link', { name: text })).toHaveAttribute('href', href);
  });

  it.each([
    ['pt', '05/03/2025'],
    ['en', '03/05/2025'],
    ['de', '05.03.2025'],
  ] as const)('writes dates in the %s format', async (language, date) => {
    mockFetch(jsonResponse(history({ items: [fourItems[1]!], total: 1 })));
    await renderInShell(<HistoryPage language={language} apiBase="/api/symptoms" />, { language: language });

    expect(await screen.findByText(new RegExp(date.replace(/\./g, '\\.')))).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    await renderInShell(<HistoryPage language="es" apiBase="/api/symptoms" />, { language: 'es' });

    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu historial…');
  });

  it.each([
    ['pt', 'Não foi possível carregar seus dados.', 'Tentar novamente'],
    ['fr', 'Impossible de charger vos données.', 'Réessayer'],
  ] as const)('a failed load offers a retry that loads again (%s)', async (language, message, retry) => {
    const fetchMock = mockFetch(jsonResponse({ error: { code: 'internal', message: 'x' } }, 500), jsonResponse(history({})));
    await renderInShell(<HistoryPage language={language} apiBase="/api/symptoms" />, { language: language });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: retry }));

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('opens the details of an item in a dialog and closes it with Escape', async () => {
    mockFetch(jsonResponse(history({})));
    const user = userEvent.setup();
    await renderInShell(<HistoryPage language="pt" apiBase="/api/symptoms" />, { language: 'pt' });

    const button = await screen.findByRole('button', { name: /Ver detalhes.*Febre/ });
    await user.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Febre' });
    expect(within(dialog).getByText('Symptoms of Febre')).toBeInTheDocument();
    expect(within(dialog).getByText('Alta')).toBeInTheDocument();
    expect(within(dialog).getByText('Enxaqueca')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
