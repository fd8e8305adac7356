import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser, Language } from '@app/contracts';
import { i18nOptions } from '@app/i18n';
import { UiProvider } from '@app/ui';
import { createTestQueryClient } from '@app/ui/testing';
import { LocationRouter } from '../app/location-router';
import { pageQueries } from '../features/session/page-queries';
import { useSession } from '../features/session/session-store';
import { pageSubscription } from '../features/subscription/page-subscription';
import { setSignedInHint } from './fake-identity';

/** Shows the router's current path, so a test can read where a redirect landed. */
function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

export function setDeviceLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0] ?? '', configurable: true });
}

interface SiteOptions {
  initialLanguage?: Language;
  /**
   * Signed in as this user; null (default) is a visitor; either way the session counts as loaded.
   * 'unloaded' lets the shell load it from the identity service (a browser with the signed-in hint; fetch mocked by the test).
   */
  user?: CurrentUser | null | 'unloaded';
}

/** The shell's routing with real translations, started at `path`, with the given device languages and session. */
/** jsdom does not lay pages out or scroll them; the shell's scroll handling calls this. */
function stubScrolling() {
  if (!jest.isMockFunction(window.scrollTo)) window.scrollTo = jest.fn();
}

export async function renderSite(path: string, { initialLanguage = 'en', user = null }: SiteOptions = {}) {
  // The page's subscription source outlives a render: each test starts with nothing known.
  pageSubscription.stop();
  // So does the page's query cache: each test starts with it empty, and without retries.
  pageQueries.client.clear();
  pageQueries.client.setDefaultOptions(createTestQueryClient().getDefaultOptions());
  stubScrolling();
  setSignedInHint(user === 'unloaded');
  if (user === 'unloaded') useSession.setState({ status: 'idle', user: null });
  else useSession.setState({ status: user ? 'signedIn' : 'signedOut', user });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions(initialLanguage));
  const view = render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <LocationRouter />
                  <CurrentPath />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n };
}
