import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnShortLink } from '@app/contracts';
import { jsonResponse, mockFetch, renderInShell } from '@app/ui/testing';
import SharedLinks from './shared-links';

const API = '/api/sharing';
const DAY_MS = 24 * 60 * 60 * 1000;

function link(code: string, overrides: Partial<OwnShortLink> = {}): OwnShortLink {
  return {
    code,
    url: `https://vitalia.example/s/${code}`,
    analysisId: '6f1c2b9e-5d4a-4c3b-8a2f-1e0d9c8b7a65',
    createdAt: '2025-05-01T10:00:00.000Z',
    expiresAt: new Date(Date.now() + 10 * DAY_MS).toISOString(),
    revoked: false,
    clicks: 0,
    visits: 0,
    registrations: 0,
    analyses: 0,
    ...overrides,
  };
}

const active = link('Act1ve', { clicks: 12, visits: 9, registrations: 3, analyses: 2 });
const revoked = link('Rev0kd', { revoked: true, clicks: 4, visits: 4, registrations: 1, analyses: 0 });
const expired = link('Exp1rd', { expiresAt: '2025-05-02T10:00:00.000Z', clicks: 1, visits: 1 });
const forever = link('Nev3rX', { expiresAt: null });

/** The number shown under a counter's name in a link's card. */
function counter(card: HTMLElement, name: string): string | null | undefined {
  return within(card).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

const cardOf = (code: string) => screen.getByRole('article', { name: `https://vitalia.example/s/${code}` });

describe('Your shared links', () => {
  it('lists each link with its dates, state and what it led to', async () => {
    const fetchMock = mockFetch(jsonResponse({ links: [active, revoked, expired, forever] }));
    await renderInShell(<SharedLinks language="en" apiBase={API} />, { language: 'en' });

    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: 'Your shared links' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${API}/short-links`, expect.objectContaining({ method: 'GET' }));

    const card = cardOf('Act1ve');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Created on May 1, 2025');
    expect(card).toHaveTextContent('Valid until');
    expect([counter(card, 'Clicks'), counter(card, 'Visits'), counter(card, 'Sign-ups'), counter(card, 'Analyses')]).toEqual([
      '12',
      '9',
      '3',
      '2',
    ]);
    expect(within(card).getByRole('button', { name: 'Revoke link Act1ve' })).toBeInTheDocument();

    expect(cardOf('Rev0kd')).toHaveTextContent('Revoked');
    expect(counter(cardOf('Rev0kd'), 'Sign-ups')).toBe('1');
    expect(cardOf('Exp1rd')).toHaveTextContent('Expired');
    expect(cardOf('Exp1rd')).toHaveTextContent('Expired on May 2, 2025');
    expect(cardOf('Nev3rX')).toHaveTextContent('Does not expire');
    for (const code of ['Rev0kd', 'Exp1rd']) expect(within(cardOf(code)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('revokes a link after confirmation: it then reads as revoked and the focus moves to it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse({ links: [active, forever] }), jsonResponse(null, 204));
    await renderInShell(<SharedLinks language="pt" apiBase={API} />, { language: 'pt' });

    await user.click(await screen.findByRole('button', { name: 'Revogar o link Act1ve' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revogar este link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar link' }));

    expect(await screen.findByText('Link revogado.')).toBeInTheDocument();
    const card = cardOf('Act1ve');
    expect(card).toHaveTextContent('Revogado');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading')).toHaveFocus();
    expect(within(cardOf('Nev3rX')).getByRole('button', { name: 'Revogar o link Nev3rX' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(`${API}/short-links/Act1ve`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('revokes nothing when the person cancels', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse({ links: [active] }));
    await renderInShell(<SharedLinks language="en" apiBase={API} />, { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Revoke link Act1ve' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cardOf('Act1ve')).toHaveTextContent('Active');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the link working and says so when the revocation fails', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ links: [active] }), new TypeError('Failed to fetch'));
    await renderInShell(<SharedLinks language="fr" apiBase={API} />, { language: 'fr' });

    await user.click(await screen.findByRole('button', { name: 'Révoquer le lien Act1ve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Révoquer le lien' }));

    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'Erreur de connexion. Vérifiez votre connexion internet et réessayez.',
    );
    expect(cardOf('Act1ve')).toHaveTextContent('Actif');
  });

  it.each([
    ['no links', jsonResponse({ links: [] })],
    ['a visitor the service does not know', jsonResponse({ error: { code: 'unauthorized', message: 'x' } }, 401)],
  ])('shows the empty state for %s', async (_case, answer) => {
    mockFetch(answer);
    await renderInShell(<SharedLinks language="es" apiBase={API} />, { language: 'es' });

    expect(
      await screen.findByText('Todavía no has compartido ningún enlace. Comparte un análisis y su enlace aparecerá aquí.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows loading, then a failure with a retry that loads the links', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ error: { code: 'internal', message: 'x' } }, 500), jsonResponse({ links: [active] }));
    await renderInShell(<SharedLinks language="de" apiBase={API} />, { language: 'de' });

    expect(screen.getByText('Deine geteilten Links werden geladen…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Deine geteilten Links konnten nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
