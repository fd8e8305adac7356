import type { Subscription } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderInShell } from '@app/ui/testing';
import ProPage from './pro-page';

const active: Subscription = {
  active: true,
  plan_type: 'pro',
  start_date: '2025-03-05T12:00:00Z',
  end_date: '2025-04-05T12:00:00Z',
  family_emails: [],
};

describe('ProPage', () => {
  it.each([
    ['pt', ['Chat com IA', 'Perfil familiar', 'Histórico ilimitado'], 'apenas para testes internos', 'Você ainda não tem'],
    ['en', ['AI chat', 'Family profile', 'Unlimited history'], 'internal testing only', 'You do not have'],
  ] as const)('lists the benefits and says access is restricted (%s)', async (language, benefits, restricted, inactive) => {
    mockFetch(jsonResponse({ ...active, active: false, plan_type: null, start_date: null, end_date: null }));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language: language });

    await screen.findByText(new RegExp(inactive));
    for (const benefit of benefits) expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(restricted);
  });

  it.each([
    ['pt', 'Assinatura ativa', '05/03/2025', '05/04/2025'],
    ['en', 'Active subscription', '03/05/2025', '04/05/2025'],
  ] as const)('an active subscription shows its badge and dates (%s)', async (language, badge, start, end) => {
    const fetchMock = mockFetch(jsonResponse(active));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language: language });

    expect(await screen.findByText(badge)).toBeInTheDocument();
    expect(screen.getByText(start)).toBeInTheDocument();
    expect(screen.getByText(end)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/pro/subscription', expect.objectContaining({ method: 'GET' }));
  });

  it('without a subscription it says so and offers no button that cannot work yet', async () => {
    mockFetch(jsonResponse({ ...active, active: false, plan_type: null, start_date: null, end_date: null }));
    await renderInShell(<ProPage language="es" apiBase="/api/pro" />, { language: 'es' });

    expect(await screen.findByText('Todavía no tienes una suscripción Pro activa.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links to the AI chat and the family profile in the page language', async () => {
    mockFetch(jsonResponse(active));
    await renderInShell(<ProPage language="de" apiBase="/api/pro" />, { language: 'de' });
    await screen.findByText('Abonnement aktiv');

    const shortcuts = screen.getByRole('navigation', { name: 'Direktzugriff' });
    expect(within(shortcuts).getByRole('link', { name: 'KI-Chat öffnen' })).toHaveAttribute('href', '/de/ki-chat');
    expect(within(shortcuts).getByRole('link', { name: 'Familienprofil verwalten' })).toHaveAttribute('href', '/de/familienprofil');
  });

  it.each([
    ['fr', 'Impossible de charger les informations de votre abonnement.', 'Réessayer', 'Abonnement actif'],
    ['pt', 'Não foi possível carregar os dados da sua assinatura.', 'Tentar novamente', 'Assinatura ativa'],
  ] as const)('a failed subscription load can be retried (%s)', async (language, message, retry, badge) => {
    mockFetch(jsonResponse({}, 500), jsonResponse(active));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language: language });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByText(badge)).toBeInTheDocument();
  });

  it('an account without test access is told why its subscription cannot be shown, with no retry', async () => {
    const restricted = 'Eingeschränkter Zugang: Dieser Bereich ist nur für interne Tests verfügbar.';
    mockFetch(jsonResponse({ error: { code: 'forbidden', message: restricted } }, 403));
    await renderInShell(<ProPage language="de" apiBase="/api/pro" />, { language: 'de' });

    expect(await screen.findByRole('alert')).toHaveTextContent(restricted);
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });
});
