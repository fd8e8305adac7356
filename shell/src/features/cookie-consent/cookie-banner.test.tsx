import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { cookieConsentInputSchema } from '@app/contracts';
import { common, i18nOptions } from '@app/i18n';
import { UiProvider } from '@app/ui';
import { CONSENT_STORAGE_KEY, DISMISSAL_STORAGE_KEY, hasAnalyticsConsent } from './consent-storage';
import { BANNER_DELAY_MS, CookieBanner } from './cookie-banner';

const t = common.pt.cookieBanner;
const fetchMock = jest.fn();

/** One page of the site: the banner mounts afresh on each, like the shell's pages. */
async function renderBanner() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions('pt'));
  return render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <MemoryRouter>
          <CookieBanner language="pt" />
        </MemoryRouter>
      </UiProvider>
    </I18nextProvider>,
  );
}

async function bannerShown() {
  const view = await renderBanner();
  act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));
  return view;
}

const banner = () => screen.queryByRole('region', { name: t.label });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 201, body: null });
  globalThis.fetch = fetchMock;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('appears 1 s after load when nothing is stored', async () => {
  await renderBanner();
  expect(banner()).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));
  expect(banner()).toHaveTextContent(t.text);
});

it.each(['accepted', 'rejected'])('does not appear when "%s" is stored', async (choice) => {
  localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  await renderBanner();
  act(() => jest.advanceTimersByTime(BANNER_DELAY_MS * 3));
  expect(banner()).not.toBeInTheDocument();
});

it('asks again when the stored value is not a choice it knows', async () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
  await bannerShown();
  expect(banner()).toBeInTheDocument();
});

it('offers Reject next to Accept, with the same look', async () => {
  await bannerShown();
  const reject = screen.getByRole('button', { name: t.reject });
  const accept = screen.getByRole('button', { name: t.accept });
  expect(reject.className).toBe(accept.className);
  expect(reject.nextElementSibling).toBe(accept);
});

it('Accept stores "accepted" and records the consent with the browser details', async () => {
  await bannerShown();
  act(() => screen.getByRole('button', { name: t.accept }).click());

  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
  expect(hasAnalyticsConsent()).toBe(true);
  expect(banner()).not.toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/account/cookie-consents');
  const body = cookieConsentInputSchema.parse(JSON.parse(String(init.body)));
  expect(body.language).toBe('pt');
  expect(body.browserInfo).toEqual(
    expect.objectContaining({ userAgent: expect.any(String), timezone: expect.any(String), cookieEnabled: expect.any(Boolean) }),
  );
});

it('Reject stores the refusal, records nothing and is not consent', async () => {
  await bannerShown();
  act(() => screen.getByRole('button', { name: t.reject }).click());

  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('rejected');
  expect(hasAnalyticsConsent()).toBe(false);
  expect(banner()).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('Dismiss stores no consent and keeps the banner away for the rest of the visit', async () => {
  const firstPage = await bannerShown();
  act(() => screen.getByRole('button', { name: t.dismiss }).click());
  expect(banner()).not.toBeInTheDocument();
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  expect(hasAnalyticsConsent()).toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();

  firstPage.unmount();
  await bannerShown();
  expect(banner()).not.toBeInTheDocument();

  // A new visit (a new tab's session storage) asks again.
  sessionStorage.removeItem(DISMISSAL_STORAGE_KEY);
  await bannerShown();
  expect(banner()).toBeInTheDocument();
});
