import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privacyPolicyClickInputSchema } from '@app/contracts';
import { auth, common } from '@app/i18n';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { SignupForm } from '../auth/signup-form';
import { BANNER_DELAY_MS, CookieBanner } from '../cookie-consent/cookie-banner';
import { AppLayout } from '../layout/app-layout';
import { callsTo, routeFetch } from '../../testing/fake-identity';
import { VISIT_SESSION_KEY } from './visit-session';

const CLICKS = 'POST /api/account/telemetry/privacy-policy-clicks';
const VISIT = '0197a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';

function clickBodies(fetchMock: jest.Mock) {
  return callsTo(fetchMock, CLICKS).map(([, init]) => privacyPolicyClickInputSchema.parse(JSON.parse(String(init?.body))));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(VISIT_SESSION_KEY, VISIT);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('the footer link reports source footer, the language, the visit id and the page', async () => {
  const user = userEvent.setup();
  const fetchMock = routeFetch({ [CLICKS]: jsonResponse(null, 204) });
  await renderInShell(
    <AppLayout language="es" header={false}>
      page
    </AppLayout>,
    { language: 'es' },
  );

  await user.click(screen.getByRole('link', { name: common.es.footer.privacyLink }));

  await waitFor(() => expect(clickBodies(fetchMock)).toEqual([{ source: 'footer', language: 'es', sessionId: VISIT, referrer: '/' }]));
});

it('the cookie banner link reports source cookie_banner', async () => {
  jest.useFakeTimers();
  const fetchMock = routeFetch({ [CLICKS]: jsonResponse(null, 204) });
  await renderInShell(<CookieBanner language="de" />, { language: 'de' });
  act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));

  act(() => screen.getByRole('link', { name: common.de.cookieBanner.privacyLink }).click());

  await waitFor(() =>
    expect(clickBodies(fetchMock)).toEqual([expect.objectContaining({ source: 'cookie_banner', language: 'de', sessionId: VISIT })]),
  );
});

it('the sign-up form privacy link reports source signup_form; a failed report changes nothing for the user', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetchMock = routeFetch({ [CLICKS]: new TypeError('Failed to fetch') });
  await renderInShell(<SignupForm language="fr" onAccountCreated={() => undefined} />, { language: 'fr' });

  await user.click(screen.getByRole('button', { name: auth.fr.signup.privacyLink }));

  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await waitFor(() => expect(clickBodies(fetchMock)).toEqual([expect.objectContaining({ source: 'signup_form', language: 'fr' })]));
  expect(console.warn).toHaveBeenCalledWith('telemetry not recorded', '/privacy-policy-clicks', expect.any(TypeError));
});

it('the terms link is not a privacy-policy click', async () => {
  const user = userEvent.setup();
  const fetchMock = routeFetch({});
  await renderInShell(<SignupForm language="pt" onAccountCreated={() => undefined} />, { language: 'pt' });
  await user.click(screen.getByRole('button', { name: auth.pt.signup.termsLink }));
  expect(callsTo(fetchMock, CLICKS)).toHaveLength(0);
});
