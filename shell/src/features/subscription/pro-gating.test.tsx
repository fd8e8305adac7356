import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePageProps } from '@app/contracts';
import { auth, common, pro } from '@app/i18n';
import { SUBSCRIPTION_FIRST_CHECK_MS } from '@app/ui';
import { jsonResponse, PRO_SUBSCRIPTION, subscriptionOf } from '@app/ui/testing';
import { TEST_USER, apiError, callsTo, routeFetch } from '../../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../../testing/render-app';
import { useSession } from '../session/session-store';

jest.mock('../remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn(
    async (remote: string, module: string) =>
      function FakeRemote({ language, subscription }: RemotePageProps) {
        return <h1>{`${remote}/${module} in ${language}${subscription ? ' with the page subscription' : ''}`}</h1>;
      },
  ),
}));

const DASHBOARD = jsonResponse({ greetingName: 'Ana', screenings: 1, exams: 0 });
const path = () => screen.getByTestId('current-path').textContent;

/** Past the check made about 1 s after load, with its answer read. */
const afterFirstCheck = () => act(() => jest.advanceTimersByTimeAsync(SUBSCRIPTION_FIRST_CHECK_MS));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  setDeviceLanguages(['en-US']);
});

afterEach(() => jest.useRealTimers());

describe('the user menu', () => {
  async function openMenu() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: common.en.header.userMenu }));
  }

  it('has no Pro entry for an account without test access', async () => {
    routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf({ testAccess: false })) });
    await renderSite('/en/privacy-policy', { user: TEST_USER });
    await afterFirstCheck();
    await openMenu();

    expect(screen.getByRole('link', { name: common.en.nav.profile })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: common.en.nav.pro })).not.toBeInTheDocument();
  });

  it('offers Pro to a test-access user, between profile and settings', async () => {
    routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf()) });
    await renderSite('/en/privacy-policy', { user: TEST_USER });
    await afterFirstCheck();
    await openMenu();

    const menu = document.getElementById(screen.getByRole('button', { name: common.en.header.userMenu }).getAttribute('aria-controls')!)!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([common.en.nav.profile, common.en.nav.pro, common.en.nav.settings]);
    expect(within(menu).getByRole('link', { name: common.en.nav.pro })).toHaveAttribute('href', '/en/vitalia-pro');
  });
});

describe('the subscription check', () => {
  it('runs about 1 s after a signed-in page loads, in the page language', async () => {
    const fetchMock = routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf()) });
    await renderSite('/de/datenschutzrichtlinie', { user: TEST_USER });

    await act(() => jest.advanceTimersByTimeAsync(SUBSCRIPTION_FIRST_CHECK_MS - 1));
    expect(callsTo(fetchMock, 'GET /api/pro/subscription')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));

    const calls = callsTo(fetchMock, 'GET /api/pro/subscription');
    expect(calls).toHaveLength(1);
    expect((calls[0]![1]?.headers as Record<string, string>)['X-Language']).toBe('de');
  });

  it('is never made for a visitor', async () => {
    const fetchMock = routeFetch({});
    await renderSite('/en/privacy-policy');
    await act(() => jest.advanceTimersByTimeAsync(SUBSCRIPTION_FIRST_CHECK_MS * 3));
    window.dispatchEvent(new Event('focus'));

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops at sign-out', async () => {
    const fetchMock = routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf()) });
    await renderSite('/en/privacy-policy', { user: TEST_USER });
    await afterFirstCheck();
    act(() => useSession.setState({ status: 'signedOut', user: null }));
    window.dispatchEvent(new Event('focus'));
    await act(() => jest.advanceTimersByTimeAsync(SUBSCRIPTION_FIRST_CHECK_MS * 3));

    expect(callsTo(fetchMock, 'GET /api/pro/subscription')).toHaveLength(1);
    expect(screen.getByRole('button', { name: common.en.header.login })).toBeInTheDocument();
  });
});

describe('the dashboard AI chat card', () => {
  it.each([
    { who: 'a Pro user with test access', subscription: PRO_SUBSCRIPTION, shown: true },
    { who: 'a family member with test access', subscription: { ...PRO_SUBSCRIPTION, source: 'family' as const }, shown: true },
    { who: 'a free user with test access', subscription: subscriptionOf(), shown: false },
    { who: 'a Pro user without test access', subscription: { ...PRO_SUBSCRIPTION, testAccess: false }, shown: false },
  ])('$who: shown $shown', async ({ subscription, shown }) => {
    routeFetch({ 'GET /api/account/dashboard': DASHBOARD, 'GET /api/pro/subscription': jsonResponse(subscription) });
    await renderSite('/pt', { user: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeInTheDocument();
    await afterFirstCheck();

    const card = screen.queryByRole('link', { name: pro.pt.subscription.dashboardCard.cta });
    if (shown) expect(card).toHaveAttribute('href', '/pt/chat-ia');
    else expect(card).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: common.pt.dashboard.cards.history.cta })).toBeInTheDocument();
  });
});

describe('the Pro, chat and family pages', () => {
  it.each([
    ['/fr/vitalia-pro', 'fr'],
    ['/es/chat-ia', 'es'],
    ['/en/family-profile', 'en'],
  ] as const)('%s without test access shows the dashboard with the restricted-access note', async (at, language) => {
    routeFetch({
      'GET /api/account/dashboard': DASHBOARD,
      'GET /api/pro/subscription': jsonResponse(subscriptionOf({ testAccess: false })),
    });
    await renderSite(at, { user: TEST_USER });

    expect(await screen.findByText(common[language].access.restricted)).toBeInTheDocument();
    expect(path()).toBe(`/${language}`);
    expect(screen.queryByRole('heading', { name: /mf_pro/ })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: common[language].dashboard.greeting.replace('{{name}}', 'Ana') }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/fr/vitalia-pro', 'mf_pro/ProPage in fr with the page subscription'],
    ['/es/chat-ia', 'mf_pro/ChatPage in es with the page subscription'],
    ['/en/family-profile', 'mf_pro/FamilyPage in en with the page subscription'],
  ])('%s with test access opens at once, handed the page subscription', async (at, heading) => {
    const fetchMock = routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf()) });
    await renderSite(at, { user: TEST_USER });

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(path()).toBe(at);
    expect(callsTo(fetchMock, 'GET /api/pro/subscription')).toHaveLength(1);
  });

  it('a visitor gets the login form, without asking for a subscription', async () => {
    const fetchMock = routeFetch({});
    await renderSite('/en/vitalia-pro');

    expect(await screen.findByRole('heading', { name: auth.en.title })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(path()).toBe('/en/vitalia-pro');
  });

  it('when the check fails, offers a retry instead of the page', async () => {
    const answers = [apiError(502, 'unavailable', 'down'), jsonResponse(subscriptionOf())];
    routeFetch({ 'GET /api/pro/subscription': () => answers.shift()! });
    await renderSite('/en/vitalia-pro', { user: TEST_USER });

    expect(await screen.findByRole('alert')).toHaveTextContent(common.en.serviceUnavailable.text);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: common.en.serviceUnavailable.retry }));

    expect(await screen.findByRole('heading', { name: 'mf_pro/ProPage in en with the page subscription' })).toBeInTheDocument();
  });
});
