import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { isLanguage } from '@app/contracts';
import { i18nOptions, languageFromPath, languageFromPreferences } from '@app/i18n';
import { App } from './app/app';
import { languagePreferences } from './features/language/language-preferences';
import { startWebVitalsReporting } from './features/telemetry/web-vitals-reporting';

async function start() {
  const language = languageFromPath(window.location.pathname) ?? languageFromPreferences(languagePreferences());
  await i18next.use(initReactI18next).init(i18nOptions(language));
  createRoot(document.getElementById('root')!).render(<App i18n={i18next} />);
  startWebVitalsReporting(() => (isLanguage(i18next.language) ? i18next.language : language));
}

void start();
