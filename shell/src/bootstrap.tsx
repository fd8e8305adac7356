import i18next from 'i18next';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { isLanguage } from '@app/contracts';
import { initPageI18n, languageFromPath, languageFromPreferences } from '@app/i18n';
import { App } from './app/app';
import { appContainer } from './features/first-paint/hand-over-first-paint';
import { languagePreferences } from './features/language/language-preferences';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { FIRST_SCREEN_NAMESPACES } from './features/language/shell-texts';
import { forwardRemoteAnalytics } from './features/telemetry/remote-analytics';
import { startWebVitalsReporting } from './features/telemetry/web-vitals-reporting';

async function start() {
  const language = languageFromPath(window.location.pathname) ?? languageFromPreferences(languagePreferences());
  // Only this language's texts: another one loads when the person switches to it (usePageLanguage).
  await initPageI18n(i18next.use(initReactI18next), language, FIRST_SCREEN_NAMESPACES);
  const root = createRoot(appContainer(document.getElementById('root')!));
  // A transition renders in slices that yield to the browser: the static first screen stays responsive meanwhile.
  startTransition(() => root.render(<App i18n={i18next} />));
  const currentLanguage = () => (isLanguage(i18next.language) ? i18next.language : language);
  forwardRemoteAnalytics(currentLanguage);
  startWebVitalsReporting(currentLanguage);
  if (__SERVICE_WORKER__) registerServiceWorker(currentLanguage);
}

void start();
