import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import type { Language, RemotePageProps } from '@app/contracts';
import { i18nOptions, languageFromPath, languageFromPreferences } from '@app/i18n';
import { Page, Row } from './components';
import { UiProvider } from './ui-provider';

/**
 * Mounts a remote's exposed pages on their own, for the team that owns the remote: `/{lang}/{page}` renders
 * one page with the same providers the shell gives it. Not used when the shell composes the site.
 */
export async function mountStandalone(pages: Record<string, ComponentType<RemotePageProps>>, apiBase: string) {
  const language: Language = languageFromPath(window.location.pathname) ?? languageFromPreferences(navigator.languages);
  await i18next.use(initReactI18next).init(i18nOptions(language));
  const names = Object.keys(pages);
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18next}>
      <UiProvider>
        <BrowserRouter>
          <Page as="nav">
            <Row>
              {names.map((name) => (
                <Link key={name} to={`/${language}/${name}`}>
                  {name}
                </Link>
              ))}
            </Row>
          </Page>
          <Routes>
            {Object.entries(pages).map(([name, PageComponent]) => (
              <Route key={name} path={`/:lang/${name}`} element={<PageComponent language={language} apiBase={apiBase} />} />
            ))}
          </Routes>
        </BrowserRouter>
      </UiProvider>
    </I18nextProvider>,
  );
}
