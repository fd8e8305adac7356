import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { cookieConsentInputSchema } from '@app/contracts';
import { common, i18nOptions } from '@app/i18n';
import { UiProvider } from '@app/ui';
import { BANNER_DELAY_MS, CONSENT_STORAGE_KEY, CookieBanner } from './cookie-banner';

const fetchMock = jest.fn();

async function renderBanner() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions('pt'));
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <MemoryRouter>
          <CookieBanner language="pt" />
        </MemoryRouter>
      </UiProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 201 });
  globalThis.fetch = fetchMock;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('appears 1 s after load when nothing is stored', async () => {
  await renderBanner();
  expect(screen.queryByText(common.pt.cookieBanner.text)).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));
  expect(screen.getByText(common.pt.cookieBanner.text)).toBeInTheDocument();
});

it('does not appear when a choice is stored', async () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
  await renderBanner();
  act(() => jest.advanceTimersByTime(BANNER_DELAY_MS * 3));
  expect(screen.queryByText(common.pt.cookieBanner.text)).not.toBeInTheDocument();
});

it('Accept stores "accepted" and records the consent with the browser details', async () => {
  await renderBanner();
  act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));
  act(() => screen.getByRole('button', { name: common.pt.cookieBanner.accept }).click());

  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
  expect(screen.queryByText(common.pt.cookieBanner.text)).not.toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/account/cookie-consents');
  const body = cookieConsentInputSchema.parse(JSON.parse(String(init.body)));
  expect(body.language).toBe('pt');
  expect(body.browserInfo).toEqual(
    expect.objectContaining({ userAgent: expect.any(String), timezone: expect.any(String), cookieEnabled: expect.any(Boolean) }),
  );
});

it('Dismiss hides the banner without storing or recording anything', async () => {
  await renderBanner();
  act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));
  act(() => screen.getByRole('button', { name: common.pt.cookieBanner.dismiss }).click());
  expect(screen.queryByText(common.pt.cookieBanner.text)).not.toBeInTheDocument();
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
