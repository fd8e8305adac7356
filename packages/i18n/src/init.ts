import { LANGUAGES, type Language } from '@app/contracts';
import type { InitOptions, i18n as I18n, Resource } from 'i18next';
import { baseI18nOptions } from './options';
import { NAMESPACES, resources, type Namespace } from './resources';
import type { Translations } from './resources/types';

export { fallbackChain } from './fallback';
export { NAMESPACES, resources, type Namespace } from './resources';

/** i18next wants language → namespace → tree; our files are namespace → language → tree. */
function byLanguage(): Resource {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, resources[ns][lang]]))]));
}

/**
 * Options for `i18next.init` with every namespace of every language bundled (servers, tests); a page
 * starts from `pageI18nOptions` and loads only its language's texts instead.
 */
export function i18nOptions(lang: Language): InitOptions {
  return { ...baseI18nOptions(lang), ns: [...NAMESPACES], resources: byLanguage() };
}

/**
 * Adds a namespace's bundles (all five languages) to a running instance unless already there (servers,
 * tests; a page loads its language's texts with `loadTexts`). `bundles` defaults to the namespace shipped in this package.
 */
export function registerNamespace(i18n: I18n, ns: string, bundles?: Translations): void {
  const source = bundles ?? (ns in resources ? resources[ns as Namespace] : undefined);
  if (!source) throw new Error(`Unknown i18n namespace "${ns}"`);
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, source[lang], true, false);
  }
}
