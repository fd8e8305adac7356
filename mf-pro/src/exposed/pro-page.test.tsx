import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVATION_POLL_MS, createSubscriptionSource } from '@app/ui';
import { jsonResponse, mockFetch, PRO_SUBSCRIPTION, renderInShell, sentBody, subscriptionOf } from '@app/ui/testing';
import ProPage from './pro-page';

const free = subscriptionOf();
const active = PRO_SUBSCRIPTION;

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_123';
const PORTAL_URL = 'https://billing.stripe.com/p/session/test_456';

/** The tab window.open gives: starts empty, then is pointed at the Stripe page. */
function fakeTab() {
  const tab = { opener: window as Window | null, location: { href: 'about:blank' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

afterEach(() => jest.restoreAllMocks());

describe('ProPage', () => {
  it.each([
    ['pt', ['Chat com IA', 'Perfil familiar', 'Histórico ilimitado'], 'apenas para testes internos', 'Você ainda não tem'],
    ['en', ['AI chat', 'Family profile', 'Unlimited history'], 'internal testing only', 'You do not have'],
  ] as const)('lists the benefits and says access is restricted (%s)', async (language, benefits, restricted, inactive) => {
    mockFetch(jsonResponse(free));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language });

    await screen.findByText(new RegExp(inactive));
    for (const benefit of benefits) expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(restricted);
  });

  it.each([
    ['pt', 'Assinatura ativa', '05/03/2025', 'Próxima renovação', '05/04/2025'],
    ['en', 'Active subscription', '03/05/2025', 'Renews on', '04/05/2025'],
  ] as const)('an active subscription shows its badge, start and renewal dates (%s)', async (language, badge, start, renews, end) => {
    const fetchMock = mockFetch(jsonResponse(active));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language });

    expect(await screen.findByText(badge)).toBeInTheDocument();
    expect(screen.getByText(start)).toBeInTheDocument();
    expect(screen.getByText(renews).nextElementSibling).toHaveTextContent(end);
    expect(screen.queryByRole('button', { name: /Subscribe|Assinar/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/pro/subscription', expect.objectContaining({ method: 'GET' }));
  });

  it.each([
    ['en', 'Subscribe to Pro', 'Processing your payment'],
    ['fr', 'S’abonner à Pro', 'Traitement de votre paiement'],
  ] as const)('subscribe opens Stripe Checkout in a new tab, then shows processing (%s)', async (language, subscribe, processing) => {
    const { tab, open } = fakeTab();
    const fetchMock = mockFetch(jsonResponse(free), jsonResponse({ url: CHECKOUT_URL }));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language });

    await userEvent.click(await screen.findByRole('button', { name: new RegExp(subscribe) }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await screen.findByText(new RegExp(processing))).toBeInTheDocument();
    expect(tab.location.href).toBe(CHECKOUT_URL);
    expect(tab.opener).toBeNull();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/pro/checkout', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetchMock, 1)).toEqual({ language });
    expect(screen.getByRole('button', { name: new RegExp(subscribe) })).toBeDisabled();
  });

  it('after the checkout opens, the page turns active as soon as the service says so', async () => {
    jest.useFakeTimers();
    try {
      fakeTab();
      mockFetch(jsonResponse(free), jsonResponse({ url: CHECKOUT_URL }), jsonResponse(free), jsonResponse(active));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await renderInShell(<ProPage language="de" apiBase="/api/pro" />, { language: 'de' });

      await user.click(await screen.findByRole('button', { name: /Pro abonnieren/ }));
      expect(await screen.findByText(/Deine Zahlung wird verarbeitet/)).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(ACTIVATION_POLL_MS));
      expect(screen.getByText(/Deine Zahlung wird verarbeitet/)).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(ACTIVATION_POLL_MS));

      expect(screen.getByText('Abonnement aktiv')).toBeInTheDocument();
      expect(screen.queryByText(/Deine Zahlung wird verarbeitet/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Abonnement verwalten/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [
      'en',
      503,
      { error: { code: 'unavailable', message: 'Stripe down' } },
      'Payments are unavailable right now. Please try again in a few minutes.',
    ],
    ['es', 503, { error: { code: 'unavailable', message: 'Stripe down' } }, 'Los pagos no están disponibles en este momento.'],
    ['pt', 500, { error: { code: 'internal', message: 'boom' } }, 'Algo deu errado. Tente novamente.'],
    [
      'fr',
      403,
      { error: { code: 'test_access_required', message: 'Accès restreint : cet espace est réservé aux tests internes.' } },
      'Accès restreint',
    ],
  ] as const)('a refused checkout closes the empty tab and says why (%s %s)', async (language, status, body, message) => {
    const { tab } = fakeTab();
    mockFetch(jsonResponse(free), jsonResponse(body, status));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language });

    const buttons = await screen.findAllByRole('button');
    await userEvent.click(buttons[0]!);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
    expect(buttons[0]).toBeEnabled();
  });

  it('with no connection it says so and the subscribe button works again', async () => {
    fakeTab();
    mockFetch(jsonResponse(free), new TypeError('Failed to fetch'));
    await renderInShell(<ProPage language="en" apiBase="/api/pro" />, { language: 'en' });

    await userEvent.click(await screen.findByRole('button', { name: /Subscribe to Pro/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach Vitalia. Check your connection and try again.');
    expect(screen.getByRole('button', { name: /Subscribe to Pro/ })).toBeEnabled();
  });

  it('an account that is already Pro is told so, and the page shows the plan', async () => {
    fakeTab();
    mockFetch(jsonResponse(free), jsonResponse({ error: { code: 'conflict', message: 'Already Pro' } }, 409), jsonResponse(active));
    await renderInShell(<ProPage language="en" apiBase="/api/pro" />, { language: 'en' });

    await userEvent.click(await screen.findByRole('button', { name: /Subscribe to Pro/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You already have Vitalia Pro.');
    expect(await screen.findByText('Active subscription')).toBeInTheDocument();
  });

  it('manage subscription opens the Stripe customer portal in a new tab', async () => {
    const { tab } = fakeTab();
    const fetchMock = mockFetch(jsonResponse(active), jsonResponse({ url: PORTAL_URL }));
    await renderInShell(<ProPage language="pt" apiBase="/api/pro" />, { language: 'pt' });

    await userEvent.click(await screen.findByRole('button', { name: /Gerenciar assinatura/ }));

    expect(fetchMock).toHaveBeenLastCalledWith('/api/pro/portal', expect.objectContaining({ method: 'POST' }));
    expect(tab.location.href).toBe(PORTAL_URL);
    expect(screen.queryByText(/Processando seu pagamento/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Your last payment failed. Update your payment method'],
    ['de', 'Deine letzte Zahlung ist fehlgeschlagen.'],
  ] as const)('a past-due plan warns that the payment failed (%s)', async (language, warning) => {
    mockFetch(jsonResponse({ ...active, status: 'past_due' }));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language });

    expect(await screen.findByText(new RegExp(warning))).toBeInTheDocument();
  });

  it('a plan cancelled at period end says when it ends', async () => {
    mockFetch(jsonResponse({ ...active, cancelAtPeriodEnd: true }));
    await renderInShell(<ProPage language="en" apiBase="/api/pro" />, { language: 'en' });

    expect(await screen.findByText('Ends on')).toBeInTheDocument();
    expect(screen.getByText('Your subscription will not renew: Pro stays active until 04/05/2025.')).toBeInTheDocument();
    expect(screen.queryByText('Renews on')).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Tienes Pro gracias al perfil familiar de otra persona.'],
    ['en', 'You have Pro through someone else’s family profile.'],
  ] as const)('a family member is told whose plan it is, with no billing buttons (%s)', async (language, family) => {
    mockFetch(jsonResponse({ ...active, source: 'family' }));
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language });

    expect(await screen.findByText(new RegExp(family))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation');
    expect(within(shortcuts).getAllByRole('link')).toHaveLength(1);
  });

  it('a subscription that ended says when, and offers to subscribe again', async () => {
    mockFetch(jsonResponse({ ...free, status: 'canceled', source: 'stripe', endDate: '2025-04-05T12:00:00Z' }));
    await renderInShell(<ProPage language="en" apiBase="/api/pro" />, { language: 'en' });

    expect(await screen.findByText('Your Pro subscription ended on 04/05/2025.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Subscribe to Pro/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Manage subscription/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('back from a payment, waits for the plan and thanks the person', async () => {
    jest.useFakeTimers();
    try {
      mockFetch(jsonResponse(free), jsonResponse(active));
      await renderInShell(<ProPage language="en" apiBase="/api/pro" />, {
        language: 'en',
        path: '/en/vitalia-pro',
        search: '?checkout=success',
      });

      expect(await screen.findByText(/Processing your payment/)).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(ACTIVATION_POLL_MS));

      expect(screen.getByText('Thank you! Your Pro subscription is active.')).toBeInTheDocument();
      expect(screen.getByText('Active subscription')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('back from a cancelled checkout, says nothing was charged', async () => {
    mockFetch(jsonResponse(free));
    await renderInShell(<ProPage language="pt" apiBase="/api/pro" />, {
      language: 'pt',
      path: '/pt/vitalia-pro',
      search: '?checkout=cancelled',
    });

    expect(await screen.findByText('Pagamento cancelado. Nada foi cobrado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Assinar o Pro/ })).toBeEnabled();
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
    await renderInShell(<ProPage language={language} apiBase="/api/pro" />, { language });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByText(badge)).toBeInTheDocument();
  });

  it('an account without test access is told so and offered nothing to buy', async () => {
    mockFetch(jsonResponse({ ...free, testAccess: false }));
    await renderInShell(<ProPage language="de" apiBase="/api/pro" />, { language: 'de' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Eingeschränkter Zugang: Dieser Bereich ist nur für interne Tests verfügbar.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads the subscription the shell hands it instead of asking again', async () => {
    const fetchMock = mockFetch(jsonResponse(active));
    const shellSource = createSubscriptionSource('/api/pro');
    await shellSource.refresh('en');
    await renderInShell(<ProPage language="en" apiBase="/api/pro" subscription={shellSource} />, { language: 'en' });

    expect(screen.getByText('Active subscription')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
