import { render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { common, i18nOptions } from '@app/i18n';
import { UiProvider } from '@app/ui';
import { RouteErrorElement } from './route-error-element';

const fetchMock = jest.fn();

function Broken(): never {
  throw new Error('at render: cannot read properties of undefined');
}

async function renderFailingRoute(path: string, language: Language) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions(language));
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter([{ path: '*', element: <Broken />, errorElement: <RouteErrorElement /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <RouterProvider router={router} />
      </UiProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 204 });
  globalThis.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

describe("the router's error element", () => {
  it.each(['pt', 'en', 'es', 'de', 'fr'] as const)('in %s: localised texts, reload and a way home, no stack', async (language) => {
    await renderFailingRoute(`/${language}`, language);
    const texts = common[language].appError;

    expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(screen.getByText(texts.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.reload })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.homeLink })).toHaveAttribute('href', `/${language}`);
    expect(screen.queryByText(/cannot read properties/)).not.toBeInTheDocument();
  });

  it('sends the failure to error_logs', async () => {
    await renderFailingRoute('/fr', 'fr');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/account/telemetry/errors', expect.anything()));
    const report = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(report).toMatchObject({ errorMessage: 'at render: cannot read properties of undefined', language: 'fr', page: '/fr' });
  });
});
