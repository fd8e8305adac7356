import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { HTML_LANG, hasTexts, loadTexts } from '@app/i18n';
import { rememberLanguage } from './language-preferences';
import { namespacesInUse } from './shell-texts';

/**
 * Makes the language of the current path the language of the whole document, and remembers it. A language
 * not shown before has its texts loaded first: until they are there the page stays in the words it had.
 */
export function usePageLanguage(language: Language): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    let current = true;
    const namespaces = namespacesInUse(i18n);
    if (i18n.language !== language && hasTexts(i18n, language, namespaces)) void i18n.changeLanguage(language);
    else if (i18n.language !== language) {
      loadTexts(i18n, language, namespaces).then(
        () => {
          // A later switch wins over one whose texts came back late.
          if (current) void i18n.changeLanguage(language);
        },
        (error: unknown) => console.error(`could not load the ${language} texts`, error),
      );
    }
    document.documentElement.lang = HTML_LANG[language];
    rememberLanguage(language);
    return () => {
      current = false;
    };
  }, [i18n, language]);
}
