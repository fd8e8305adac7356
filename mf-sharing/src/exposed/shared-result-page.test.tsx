import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, ShareSnapshot } from '@app/contracts';
import { SHARED_RESULT_SLUGS } from '@app/contracts';
import { jsonResponse, mockFetch, recordAnnouncedAnalytics, renderInShell } from '@app/ui/testing';
import SharedResultPage from './shared-result-page';

const API = '/api/sharing';

const SNAPSHOT: ShareSnapshot = {
  language: 'en',
  urgency: 'high',
  possibleCauses: [
    { name: 'Migraine', likelihood: 0.7 },
    { name: 'Tension headache', likelihood: 0.3 },
    { name: 'Sinusitis', likelihood: 0.1 },
  ],
  nextSteps: ['See a doctor today', 'Rest in a dark room'],
  recommendations: ['Drink water'],
  careAdvice: 'See a doctor within a few hours.',
  disclaimer: 'This is not a diagnosis.',
  createdAt: '2025-03-05T14:30:00.000Z',
};

async function openSharedPage(language: Language, code = 'Ab12Cd') {
  const path = `/${language}/${SHARED_RESULT_SLUGS[language]}/${code}`;
  window.history.replaceState(null, '', path);
  return renderInShell(<SharedResultPage language={language} apiBase={API} />, { language, path });
}

afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe('shared-result page', () => {
  it('shows the shared result: urgency, date, care advice, causes, next steps, recommendations and disclaimer', async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 'Ab12Cd', result: SNAPSHOT }));
    await openSharedPage('en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shared symptom analysis' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${API}/shared/Ab12Cd`, expect.objectContaining({ method: 'GET' }));
    const result = screen.getByRole('article', { name: 'Shared symptom analysis' });
    expect(within(result).getByText('Urgency: high')).toHaveAttribute('data-urgency', 'high');
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(SNAPSHOT.createdAt));
    expect(within(result).getByText(`Analysis of ${date}`)).toBeInTheDocument();
    expect(within(result).getByRole('region', { name: 'Where and when to get care' })).toHaveTextContent(SNAPSHOT.careAdvice);
    const causes = within(within(result).getByRole('region', { name: 'Possible causes' })).getAllByRole('listitem');
    expect(causes.map((cause) => cause.textContent)).toEqual(['MigraineMore likely', 'Tension headachePossible', 'SinusitisLess likely']);
    expect(within(within(result).getByRole('region', { name: 'Next steps' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(result).getByRole('region', { name: 'Recommendations' })).toHaveTextContent('Drink water');
    expect(within(result).getByRole('region', { name: 'Important note' })).toHaveTextContent('This is not a diagnosis.');
  });

  it('shows nothing that identifies the person, even if the answer carried it', async () => {
    const leaked = {
      ...SNAPSHOT,
      name: 'Maria Silva',
      email: 'maria@example.com',
      userId: '0b7d3c1e-8f2a-4d5b-9c6e-7a8b9c0d1e2f',
      symptomsText: 'my head hurts since my fall on Rua Augusta',
    };
    mockFetch(jsonResponse({ code: 'Ab12Cd', result: leaked, ownerId: '0b7d3c1e-8f2a-4d5b-9c6e-7a8b9c0d1e2f' }));
    const { container } = await openSharedPage('en');

    await screen.findByRole('article');
    for (const text of ['Maria', 'maria@example.com', '0b7d3c1e', 'Rua Augusta']) expect(container).not.toHaveTextContent(text);
  });

  it.each([
    ['en', 'Check my symptoms', '/en/symptom-analysis'],
    ['pt', 'Fazer minha triagem', '/pt/triagem-de-sintomas'],
    ['fr', 'Analyser mes symptômes', '/fr/analyse-de-symptomes'],
  ] as const)('in %s, invites the visitor to check their own symptoms on the symptom page', async (language, action, href) => {
    mockFetch(jsonResponse({ code: 'Ab12Cd', result: SNAPSHOT }));
    await openSharedPage(language);

    expect(await screen.findByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it('prints from a button, leaving the buttons and the call to action out of the printout', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    mockFetch(jsonResponse({ code: 'Ab12Cd', result: SNAPSHOT }));
    await openSharedPage('de');

    const button = await screen.findByRole('button', { name: 'Drucken / als PDF speichern' });
    await user.click(button);

    expect(print).toHaveBeenCalledTimes(1);
    expect(button.closest('[data-print-hide]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Meine Symptome prüfen' }).closest('[data-print-hide]')).not.toBeNull();
    expect(screen.getByRole('article').closest('[data-print-hide]')).toBeNull();
  });

  it('makes an emergency unmistakable', async () => {
    mockFetch(jsonResponse({ code: 'Ab12Cd', result: { ...SNAPSHOT, urgency: 'emergency' } }));
    await openSharedPage('es');

    const badge = await screen.findByText('Urgencia: emergencia');
    expect(badge).toHaveStyle({ backgroundColor: '#B71C1C', color: '#FFFFFF' });
    expect(badge.querySelector('[data-urgency-icon="emergency"]')).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getByText('Este resultado se clasificó como emergencia: la indicación fue buscar ayuda de emergencia de inmediato.'),
    ).toBeInTheDocument();
  });

  it("marks the result's own texts with their language when it is not the page's", async () => {
    mockFetch(jsonResponse({ code: 'Ab12Cd', result: SNAPSHOT }));
    await openSharedPage('pt');

    expect(await screen.findByText(SNAPSHOT.careAdvice)).toHaveAttribute('lang', 'en-US');
    expect(screen.getByRole('heading', { name: 'Próximos passos' }).closest('[lang]')).toBeNull();
  });

  it('asks search engines not to index it while it is shown', async () => {
    mockFetch(jsonResponse({ code: 'Ab12Cd', result: SNAPSHOT }));
    const { unmount } = await openSharedPage('en');
    await screen.findByRole('article');

    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it.each([
    ['en', 'This link no longer works', 'Go to the home page', '/en'],
    ['de', 'Dieser Link funktioniert nicht mehr', 'Zur Startseite', '/de'],
  ] as const)('in %s, says a revoked, expired or unknown link no longer works, with a way home', async (language, title, home, href) => {
    mockFetch(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
    await openSharedPage(language);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('does not ask the service about a path that holds no code', async () => {
    const fetchMock = mockFetch();
    await openSharedPage('en', 'not-a-code');

    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the result could not be loaded', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ error: { code: 'internal', message: 'x' } }, 500), jsonResponse({ code: 'Ab12Cd', result: SNAPSHOT }));
    await openSharedPage('en');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the shared analysis.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});

describe('shared-result page: analytics handed to the shell', () => {
  const announced = recordAnnouncedAnalytics();

  it('announces once that a shared link was opened, without its code', async () => {
    mockFetch(jsonResponse({ code: 'Ab12Cd', result: SNAPSHOT }));
    await openSharedPage('en');

    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(announced).toEqual([{ name: 'sharing', props: { action: 'link_opened' } }]);
  });

  it('announces nothing for a link that no longer works', async () => {
    mockFetch(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
    await openSharedPage('en');

    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(announced).toEqual([]);
  });
});
