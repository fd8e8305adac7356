import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { HTML_LANG } from '@app/i18n';
import { rememberLanguage } from './language-preferences';

/** Makes the language of the current path the language of the whole document, and remembers it. */
export function usePageLanguage(language: Language): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = HTML_LANG[language];
    rememberLanguage(language);
  }, [i18n, language]);
}
