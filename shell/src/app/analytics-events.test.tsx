import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analyticsEventInputSchema, type Language } from '@app/contracts';
import { SLUGS, auth, common } from '@app/i18n';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { LoginForm } from '../features/auth/login-form';
import { CONSENT_STORAGE_KEY } from '../features/cookie-consent/consent-storage';
import { captureReferral } from '../features/referral/capture-referral';
import { recordStoredReferral } from '../features/referral/record-stored-referral';
import { keepReferralCode } from '../features/referral/referral-storage';
import { VISIT_SESSION_KEY } from '../features/telemetry/visit-session';
import { TEST_SESSION, TEST_USER, callsTo, routeFetch } from '../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../testing/render-app';

const EVENTS = 'POST /api/account/telemetry/events';
const CONSENTS = 'POST /api/account/cookie-consents';
const VISIT = '0197a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const recorded = { [EVENTS]: jsonResponse(null, 204), [CONSENTS]: jsonResponse(null, 201) };

const eventsSent = (fetchMock: jest.Mock) =>
  callsTo(fetchMock, EVENTS).map(([, init]) => analyticsEventInputSchema.parse(JSON.parse(String(init?.body))));
const page = (language: Language, section: keyof (typeof SLUGS)['en']) => `/${language}/${SLUGS[language][section]}`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(VISIT_SESSION_KEY, VISIT);
  setDeviceLanguages(['en-US']);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

async function browse(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: common.en.footer.termsLink }));
  await user.selectOptions(screen.getByRole('combobox', { name: common.en.header.languagePicker }), 'de');
  await screen.findByRole('link', { name: common.de.footer.termsLink });
}

describe('analytics events across the site (spec §7)', () => {
  it('a visitor who has not accepted cookies sends none, however they navigate', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch(recorded);
    await renderSite(page('en', 'privacy'));

    await browse(user);

    expect(callsTo(fetchMock, EVENTS)).toEqual([]);
  });

  it('after Accept: the consent itself, then one page view per navigation and the language change', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch(recorded);
    // The banner is outside the router's reach: it reads the page from the address bar.
    window.history.replaceState(null, '', page('en', 'privacy'));
    await renderSite(page('en', 'privacy'));
    expect(callsTo(fetchMock, EVENTS)).toEqual([]);

    await user.click(await screen.findByRole('button', { name: common.en.cookieBanner.accept }, { timeout: 3000 }));
    await browse(user);

    await waitFor(() =>
      expect(eventsSent(fetchMock).map(({ event, language, page: at }) => ({ event, language, page: at }))).toEqual([
        { event: { name: 'cookie_consent' }, language: 'en', page: page('en', 'privacy') },
        { event: { name: 'page_view' }, language: 'en', page: page('en', 'terms') },
        { event: { name: 'language_change', props: { from: 'en', to: 'de' } }, language: 'en', page: page('en', 'terms') },
        { event: { name: 'page_view' }, language: 'de', page: page('de', 'terms') },
      ]),
    );
    expect(eventsSent(fetchMock).every(({ sessionId }) => sessionId === VISIT)).toBe(true);
  });
});

describe('login and referral events', () => {
  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    const fetchMock = routeFetch({
      ...recorded,
      'POST /api/identity/login': jsonResponse(TEST_SESSION),
      'GET /api/identity/me': jsonResponse(TEST_USER),
    });
    await renderInShell(<LoginForm language="es" />, { language: 'es' });
    await user.type(screen.getByLabelText(auth.es.fields.email), TEST_USER.email);
    await user.type(screen.getByLabelText(auth.es.fields.password), 'correct horse');
    await user.click(screen.getByRole('button', { name: auth.es.login.submit }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/identity/me')).toHaveLength(1));
    return fetchMock;
  }

  it('a successful sign-in sends login once cookies were accepted', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    const fetchMock = await signIn(userEvent.setup());
    await waitFor(() => expect(eventsSent(fetchMock).map(({ event }) => event)).toEqual([{ name: 'login' }]));
  });

  it('a successful sign-in sends nothing without consent', async () => {
    const fetchMock = await signIn(userEvent.setup());
    expect(callsTo(fetchMock, EVENTS)).toEqual([]);
  });

  it('a page opened from a referral link sends referral visit, once cookies were accepted', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    const fetchMock = routeFetch({ ...recorded, 'POST /api/sharing/referral-visits': jsonResponse(null, 201) });

    expect(await captureReferral('?ref=ABCD2345&utm_source=share', 'pt')).toBe('recorded');

    await waitFor(() =>
      expect(eventsSent(fetchMock).map(({ event }) => event)).toEqual([{ name: 'referral', props: { action: 'visit' } }]),
    );
  });

  it('a sign-up credited to its referrer sends referral signup, once cookies were accepted', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    keepReferralCode('ABCD2345');
    const fetchMock = routeFetch({ ...recorded, 'POST /api/sharing/referrals': jsonResponse(null, 201) });

    await recordStoredReferral('de');

    await waitFor(() =>
      expect(eventsSent(fetchMock).map(({ event }) => event)).toEqual([{ name: 'referral', props: { action: 'signup' } }]),
    );
  });
});
