import { LANGUAGES, isLanguage, type Language } from '@app/contracts';
import type { InitOptions, i18n as I18n, Resource } from 'i18next';
import { fallbackChain } from './fallback';
import { NAMESPACES, resources, type Namespace } from './resources';
import type { Translations } from './resources/types';

export { fallbackChain } from './fallback';
export { NAMESPACES, resources, type Namespace } from './resources';

const DEFAULT_NAMESPACE: Namespace = 'common';

/** i18next wants language → namespace → tree; our files are namespace → language → tree. */
function byLanguage(): Resource {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, resources[ns][lang]]))]));
}

/**
 * Options for `i18next.init`: every namespace bundled, `common` by default, and a missing key
 * looked up in the other languages (en, pt, then the rest) before i18next falls back to the key.
 */
export function i18nOptions(lang: Language): InitOptions {
  return {
    lng: lang,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: (code: string) => fallbackChain(isLanguage(code) ? code : 'pt'),
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    resources: byLanguage(),
    // An empty text counts as missing, so it falls back like an absent key.
    returnEmptyString: false,
    // React escapes on render; escaping here too would double-escape.
    interpolation: { escapeValue: false },
    // Keeps i18next's promotional console.info out of browser consoles and test output.
    showSupportNotice: false,
  };
}

/**
 * Adds a namespace's bundles (all five languages) to a running instance unless already there;
 * remotes call it when they mount. `bundles` defaults to the namespace shipped in this package.
 */
export function registerNamespace(i18n: I18n, ns: string, bundles?: Translations): void {
  const source = bundles ?? (ns in resources ? resources[ns as Namespace] : undefined);
  if (!source) throw new Error(`Unknown i18n namespace "${ns}"`);
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, source[lang], true, false);
  }
}
