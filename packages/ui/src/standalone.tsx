import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import type { Language, RemotePageProps } from '@app/contracts';
import { initPageI18n, languageFromPath, languageFromPreferences } from '@app/i18n';
import { Page, Row } from './components';
import { createQueryClient } from './data/query-client';
import { UiProvider } from './ui-provider';

/**
 * Mounts a remote's exposed pages on their own, for the team that owns the remote: `/{lang}/{page}` renders
 * one page with the same providers the shell gives it, its own query cache included. Not used when the shell
 * composes the site.
 */
export async function mountStandalone(pages: Record<string, ComponentType<RemotePageProps>>, apiBase: string) {
  const language: Language = languageFromPath(window.location.pathname) ?? languageFromPreferences(navigator.languages);
  // The shell's texts the pages use; each page loads its remote's own (NamespaceTexts).
  await initPageI18n(i18next.use(initReactI18next), language, ['common']);
  const names = Object.keys(pages);
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18next}>
      <UiProvider>
        <QueryClientProvider client={createQueryClient()}>
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
        </QueryClientProvider>
      </UiProvider>
    </I18nextProvider>,
  );
}
