import { render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { clientErrorInputSchema, ERROR_MESSAGE_MAX_LENGTH, type Language } from '@app/contracts';
import { i18nOptions } from '@app/i18n';
import { UiProvider } from '@app/ui';
import { VISIT_SESSION_KEY } from '../telemetry/visit-session';
import { AppErrorBoundary } from './app-error-boundary';

const VISIT = '0197a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const fetchMock = jest.fn();

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

async function renderBroken(message: string, language: Language = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions(language));
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <AppErrorBoundary>
          <Broken message={message} />
        </AppErrorBoundary>
      </UiProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.setItem(VISIT_SESSION_KEY, VISIT);
  window.history.replaceState(null, '', '/de/verlauf?token=secret#x');
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 204 });
  globalThis.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

it('an uncaught failure shows the localised "Unexpected Application Error!" screen, without the message', async () => {
  window.history.replaceState(null, '', '/en/history');
  await renderBroken('database exploded');
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Something went wrong on our side. Reload the page or go back to the home page.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  expect(screen.queryByText(/database exploded/)).not.toBeInTheDocument();
});

it("speaks the page's language and links to its home page", async () => {
  await renderBroken('database exploded', 'en');
  expect(screen.getByRole('heading', { name: 'Unerwarteter Anwendungsfehler!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
});

it('reports the failure to error_logs: message, stack, page path (no query), language and visit id', async () => {
  await renderBroken('database exploded', 'de');

  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/account/telemetry/errors');
  const report = clientErrorInputSchema.parse(JSON.parse(String(init.body)));
  expect(report).toEqual({
    errorMessage: 'database exploded',
    errorStack: expect.stringContaining('Broken'),
    language: 'de',
    page: '/de/verlauf',
    sessionId: VISIT,
  });
});

it('cuts a long message (it may quote what the user typed) to the contract length', async () => {
  await renderBroken(`dor de cabeça ${'x'.repeat(2000)}`);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const report = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
  expect(report.errorMessage).toHaveLength(ERROR_MESSAGE_MAX_LENGTH);
});

it('still shows the error screen when the report cannot be sent', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await renderBroken('offline too');
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await waitFor(() => expect(console.warn).toHaveBeenCalledWith('telemetry not recorded', '/errors', expect.any(TypeError)));
});
