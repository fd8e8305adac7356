import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { i18nOptions } from '@app/i18n';
import { UiProvider } from '@app/ui';

// webpack's DefinePlugin fills this in for real builds.
(globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ = 'test-build';

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

/** Renders `ui` with what the shell gives a remote page: i18next, the theme and a router at `path`. */
export async function renderPage(ui: ReactElement, { language, path }: { language: Language; path: string }) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init(i18nOptions(language));
  return render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <CurrentPath />
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </I18nextProvider>,
  );
}
