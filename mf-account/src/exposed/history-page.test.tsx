import type { HistoryItem, HistoryList, Language } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSharing, jsonResponse, mockFetch, printedText, renderInShell } from '@app/ui/testing';
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

const history = (overrides: Partial<HistoryList>): HistoryList => ({
  items: fourItems,
  total: 4,
  fullHistory: false,
  fullHistoryBy: null,
  ...overrides,
});

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
    mockFetch(jsonResponse(history({ fullHistory: true, fullHistoryBy: 'plan' })));
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

/** The history page as the shell renders it, with mf-sharing's widgets unless `sharing` is false. */
async function renderHistory(list: HistoryList, language: Language = 'en', { sharing = true } = {}) {
  mockFetch(jsonResponse(list));
  await renderInShell(<HistoryPage language={language} apiBase="/api/symptoms" sharing={sharing ? fakeSharing : undefined} />, {
    language,
  });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument());
}

const precedes = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the history list', () => {
  it('shows for each item its type icon, type, title, date, status and summary', async () => {
    await renderHistory(history({ items: [fourItems[1]!], total: 1 }));
    const card = screen.getByRole('article');

    expect(card.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(within(card).getByText('Symptom analysis')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Febre' })).toBeInTheDocument();
    expect(within(card).getByText(/03\/05\/2025/).tagName).toBe('TIME');
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Summary of Febre')).toBeInTheDocument();
  });
});

describe('the referral card on the history page (spec §2: above 2 items, on the free view)', () => {
  it('shows the referral card above the list when a free user has more than 2 items', async () => {
    await renderHistory(history({}));

    const referral = screen.getByRole('region', { name: 'Unlock your full history' });
    expect(within(referral).getByTestId('referral-card')).toBeInTheDocument();
    expect(precedes(referral, screen.getAllByRole('article')[0]!)).toBe(true);
  });

  it('shows no referral card with 2 items or fewer', async () => {
    await renderHistory(history({ items: fourItems.slice(0, 2), total: 2 }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByTestId('referral-card')).not.toBeInTheDocument();
  });

  it.each(['plan', 'referrals'] as const)('shows no referral card on the full history (unlocked by %s)', async (by) => {
    await renderHistory(history({ fullHistory: true, fullHistoryBy: by }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByTestId('referral-card')).not.toBeInTheDocument();
  });

  it('the hidden-items notice leads to the referral card and gives it the focus', async () => {
    await renderHistory(history({}));
    const link = within(screen.getByRole('note')).getByRole('link', { name: 'See how to refer friends' });
    expect(link).toHaveAttribute('href', '#history-referral');

    await userEvent.click(link);
    expect(screen.getByRole('region', { name: 'Unlock your full history' })).toHaveFocus();
  });

  it('without the sharing widgets, the notice still says what is hidden, without a link', async () => {
    await renderHistory(history({}), 'en', { sharing: false });

    expect(screen.getByRole('note')).toHaveTextContent('2 more items in your history are hidden');
    expect(within(screen.getByRole('note')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unlock your full history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your shared links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
  });
});

describe('why the full history is shown', () => {
  it.each([
    ['pt', 'Seu histórico completo está liberado: 3 amigos que você indicou já fizeram uma análise.'],
    ['en', 'Your full history is unlocked: 3 friends you referred have run an analysis.'],
    ['es', 'Tu historial completo está desbloqueado: 3 amigos que invitaste ya hicieron un análisis.'],
    ['de', 'Dein ganzer Verlauf ist freigeschaltet: 3 Freunde, die du eingeladen hast, haben eine Analyse gemacht.'],
    ['fr', 'Tout votre historique est débloqué : 3 amis que vous avez parrainés ont fait une analyse.'],
  ] as const)('says the referrals unlocked it (%s)', async (language, text) => {
    await renderHistory(history({ fullHistory: true, fullHistoryBy: 'referrals' }), language);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says the Pro plan shows it', async () => {
    await renderHistory(history({ fullHistory: true, fullHistoryBy: 'plan' }));
    expect(screen.getByText('Your Pro plan shows your full history.')).toBeInTheDocument();
    expect(screen.queryByText(/referred/)).not.toBeInTheDocument();
  });

  it('says nothing of it on the free view', async () => {
    await renderHistory(history({}));
    expect(screen.queryByText(/unlocked|Pro plan/)).not.toBeInTheDocument();
  });
});

describe('sharing from the history', () => {
  it('lists the shared links under their own heading', async () => {
    await renderHistory(history({}), 'de');
    const section = screen.getByRole('region', { name: 'Deine geteilten Links' });
    expect(within(section).getByTestId('shared-links')).toBeInTheDocument();
  });

  it.each([
    ['symptom', 'history_symptom'],
    ['exam', 'history_exam'],
  ] as const)('the details of a %s item carry the share panel for it, shared as %s', async (type, shareType) => {
    const item: HistoryItem =
      type === 'symptom' ? fourItems[1]! : { ...fourItems[1]!, type: 'exam', fullData: { ai_summary: 'Hemograma normal' } };
    await renderHistory(history({ items: [item], total: 1 }));

    await userEvent.click(screen.getByRole('button', { name: /Share.*Febre/ }));
    const panel = within(screen.getByRole('dialog', { name: 'Febre' })).getByTestId('share-panel');
    expect(panel).toHaveAttribute('data-analysis-id', item.id);
    expect(panel).toHaveAttribute('data-share-type', shareType);
  });

  it('keeps delete next to share in the details of an analysis', async () => {
    await renderHistory(history({}), 'pt');
    await userEvent.click(screen.getByRole('button', { name: /Ver detalhes.*Febre/ }));
    const dialog = screen.getByRole('dialog', { name: 'Febre' });

    expect(within(dialog).getByTestId('share-panel')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
  });
});

describe('printing an item for a clinician', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['pt', /Ver detalhes.*Febre/, 'Imprimir / salvar em PDF'],
    ['en', /View details.*Febre/, 'Print / save as PDF'],
    ['es', /Ver detalles.*Febre/, 'Imprimir / guardar como PDF'],
    ['de', /Details.*Febre/, 'Drucken / als PDF speichern'],
    ['fr', /détails.*Febre/, 'Imprimer / enregistrer en PDF'],
  ] as const)('opens the print dialog from the details (%s)', async (language, details, name) => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderHistory(history({}), language);

    await userEvent.click(screen.getByRole('button', { name: details }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("prints the person's words, urgency, causes, next steps and date, without buttons or the share panel", async () => {
    await renderHistory(history({}), 'pt');
    await userEvent.click(screen.getByRole('button', { name: /Ver detalhes.*Febre/ }));
    const report = printedText(screen.getByRole('dialog', { name: 'Febre' }));

    for (const part of ['Febre', 'Symptoms of Febre', 'Nível de urgência', 'Alta', 'Enxaqueca', 'Procure um médico', '05/03/2025']) {
      expect(report).toContain(part);
    }
    for (const part of ['Fechar', 'Imprimir / salvar em PDF', 'Excluir', 'Share panel']) {
      expect(report).not.toContain(part);
    }
  });

  it('prints what the engine understood, the evidence of each cause and the engine version when the analysis kept them', async () => {
    const item = symptomItem('9', 'Cefaleia', '2025-04-01T12:00:00Z');
    if (item.type !== 'symptom') throw new Error('a symptom item');
    item.fullData.report = {
      understood: [{ id: 'headache', label: 'Dor de cabeça forte', spans: [] }],
      causes: [{ name: 'Enxaqueca', evidence: ['dor latejante', 'luz incomoda'] }],
      engineVersion: '2026.11.6',
    };
    await renderHistory(history({ items: [item], total: 1 }), 'pt');
    await userEvent.click(screen.getByRole('button', { name: /Ver detalhes.*Cefaleia/ }));
    const report = printedText(screen.getByRole('dialog', { name: 'Cefaleia' }));

    for (const part of [
      'O que entendemos',
      'Dor de cabeça forte',
      'Enxaqueca — Com base em: dor latejante, luz incomoda',
      'Motor de análise 2026.11.6',
    ]) {
      expect(report).toContain(part);
    }
  });

  it('prints only the open dialog, not the page behind it', async () => {
    await renderHistory(history({}));
    await userEvent.click(screen.getByRole('button', { name: /View details.*Febre/ }));

    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('[data-print-dialog-report]')).not.toBeNull();
    expect(dialog.querySelector('style')?.textContent).toContain(
      'body > :not(:has([data-print-dialog-report])) { display: none !important; }',
    );
  });
});
