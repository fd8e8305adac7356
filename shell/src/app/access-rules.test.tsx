import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePageProps } from '@app/contracts';
import { auth, common, home } from '@app/i18n';
import { jsonResponse, subscriptionOf } from '@app/ui/testing';
import { useSession } from '../features/session/session-store';
import { TEST_SESSION, TEST_USER, apiError, callsTo, routeFetch } from '../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../testing/render-app';

jest.mock('../features/remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn(
    async (remote: string, module: string) =>
      function FakeRemote({ language, apiBase }: RemotePageProps) {
        return <h1>{`${remote}/${module} in ${language} from ${apiBase}`}</h1>;
      },
  ),
}));

const path = () => screen.getByTestId('current-path').textContent;

beforeEach(() => {
  localStorage.clear();
  setDeviceLanguages(['en-US']);
});

describe('login-required pages', () => {
  it('a visitor opening /en/history gets the login form and, once logged in, the history page at the same address', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'POST /api/identity/login': jsonResponse(TEST_SESSION),
      'GET /api/identity/me': jsonResponse(TEST_USER),
    });
    await renderSite('/en/history');

    expect(await screen.findByRole('heading', { name: auth.en.title })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(auth.en.fields.email), TEST_USER.email);
    await user.type(screen.getByLabelText(auth.en.fields.password), 'correct horse');
    await user.click(screen.getByRole('button', { name: auth.en.login.submit }));

    expect(await screen.findByRole('heading', { name: 'mf_account/HistoryPage in en from /api/symptoms' })).toBeInTheDocument();
    expect(path()).toBe('/en/history');
    const [, init] = callsTo(fetchMock, 'POST /api/identity/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: TEST_USER.email, password: 'correct horse' });
    expect(init?.credentials).toBe('same-origin');
  });

  it.each([
    ['/pt/perfil', 'mf_account/ProfilePage in pt from /api/account'],
    ['/de/einstellungen', 'mf_account/SettingsPage in de from /api/account'],
    ['/fr/vitalia-pro', 'mf_pro/ProPage in fr from /api/pro'],
    ['/es/chat-ia', 'mf_pro/ChatPage in es from /api/pro'],
    ['/en/family-profile', 'mf_pro/FamilyPage in en from /api/pro'],
  ])('a signed-in user (with test access for the Pro pages) opening %s sees the remote page', async (at, heading) => {
    routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf()) });
    await renderSite(at, { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('the session', () => {
  it('a loader shows while the session loads, then the page', async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch({ 'GET /api/identity/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderSite('/en/privacy-policy', { user: 'unloaded' });

    expect(await screen.findByText(common.en.loading.text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer(jsonResponse(TEST_USER));
    expect(await screen.findByRole('button', { name: common.en.header.userMenu })).toBeInTheDocument();
  });
});

describe('the signed-in home', () => {
  it('greets the user by the dashboard name and shows the counts, the symptom and history cards and the disclaimer', async () => {
    const fetchMock = routeFetch({ 'GET /api/account/dashboard': jsonResponse({ greetingName: 'Ana', screenings: 3, exams: 0 }) });
    await renderSite('/pt', { user: TEST_USER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: common.pt.dashboard.stats.title });
    expect(within(stats).getByText(common.pt.dashboard.stats.screenings).nextElementSibling).toHaveTextContent('3');
    // No exam records yet: the exams counter stays hidden.
    expect(within(stats).queryByText(common.pt.dashboard.stats.exams)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: common.pt.dashboard.cards.symptoms.cta })).toHaveAttribute('href', '/pt/triagem-de-sintomas');
    expect(screen.getByRole('link', { name: common.pt.dashboard.cards.history.cta })).toHaveAttribute('href', '/pt/historico');
    expect(screen.getByText(home.pt.disclaimer.text)).toBeInTheDocument();
    expect((callsTo(fetchMock, 'GET /api/account/dashboard')[0]![1]?.headers as Record<string, string>)['X-Language']).toBe('pt');
  });

  it('a visitor on /{lang} sees the public home with the Login/Register button', async () => {
    await renderSite('/en');
    expect(screen.getByRole('heading', { level: 1, name: home.en.welcome.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: home.en.loginRegister }));
    // The dialog's code and texts load when it is first opened.
    expect(await screen.findByRole('dialog', { name: auth.en.title })).toBeInTheDocument();
  });
});

describe('the header', () => {
  it('shows for signed-in users on every page, with a user menu of profile, settings and logout', async () => {
    const user = userEvent.setup();
    await renderSite('/404', { user: TEST_USER });
    await user.click(screen.getByRole('button', { name: common.en.header.userMenu }));
    expect(screen.getByText(`Signed in as ${TEST_USER.email}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: common.en.nav.profile })).toHaveAttribute('href', '/en/profile');
    expect(screen.getByRole('link', { name: common.en.nav.settings })).toHaveAttribute('href', '/en/settings');
    expect(screen.getByRole('button', { name: common.en.header.logout })).toBeInTheDocument();
  });

  it('logout ends the session and returns to the public home', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'POST /api/identity/logout': jsonResponse(null, 204) });
    await renderSite('/en/privacy-policy', { user: TEST_USER });
    await user.click(screen.getByRole('button', { name: common.en.header.userMenu }));
    await user.click(screen.getByRole('button', { name: common.en.header.logout }));

    await waitFor(() => expect(path()).toBe('/en'));
    expect(screen.getByRole('heading', { level: 1, name: home.en.welcome.title })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/identity/logout')[0]![1]?.body))).toEqual({ scope: 'local' });
    expect(useSession.getState().user).toBeNull();
  });

  it("a failed logout says 'Erro ao fazer logout.' and keeps the user signed in", async () => {
    const user = userEvent.setup();
    routeFetch({ 'POST /api/identity/logout': apiError(500, 'internal', 'boom') });
    await renderSite('/pt/politica-de-privacidade', { user: TEST_USER });
    await user.click(screen.getByRole('button', { name: common.pt.header.userMenu }));
    await user.click(screen.getByRole('button', { name: common.pt.header.logout }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer logout.');
    expect(useSession.getState().status).toBe('signedIn');
  });

  it('a visitor gets "Log in / Sign up", which opens the auth dialog and closes once signed in', async () => {
    const user = userEvent.setup();
    routeFetch({ 'POST /api/identity/login': jsonResponse(TEST_SESSION), 'GET /api/identity/me': jsonResponse(TEST_USER) });
    await renderSite('/en/privacy-policy');
    await user.click(screen.getByRole('button', { name: common.en.header.login }));
    const dialog = screen.getByRole('dialog', { name: auth.en.title });
    await user.type(within(dialog).getByLabelText(auth.en.fields.email), TEST_USER.email);
    await user.type(within(dialog).getByLabelText(auth.en.fields.password), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: auth.en.login.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: common.en.header.userMenu })).toBeInTheDocument();
  });
});
