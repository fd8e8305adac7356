import { LANGUAGES, isLanguage, type Language } from '@app/contracts';
import type { InitOptions } from 'i18next';
import { fallbackChain } from './fallback';

/**
 * Options for `i18next.init` without the texts: `common` by default, and a missing key looked up in the
 * other languages (en, pt, then the rest) before i18next falls back to the key.
 */
export function baseI18nOptions(lang: Language): InitOptions {
  return {
    lng: lang,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: (code: string) => fallbackChain(isLanguage(code) ? code : 'pt'),
    defaultNS: 'common',
    // An empty text counts as missing, so it falls back like an absent key.
    returnEmptyString: false,
    // React escapes on render; escaping here too would double-escape.
    interpolation: { escapeValue: false },
    // Keeps i18next's promotional console.info out of browser consoles and test output.
    showSupportNotice: false,
  };
}
