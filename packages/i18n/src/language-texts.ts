import type { Language } from '@app/contracts';
import type { i18n as I18n } from 'i18next';
import { baseI18nOptions } from './options';
import type { Namespace } from './resources';
import type { TranslationTree } from './resources/types';

/** A namespace file's exports: the namespace by its name, language → texts. */
type NamespaceModule = Record<string, Partial<Record<Language, TranslationTree>> | undefined>;

/*
 * One import per language, each a chunk per namespace. A `?lang=` request of a namespace file keeps only
 * that language's texts in the build (config/language-texts-loader.cjs), so a page downloads the texts of
 * the language it shows. Without that build step (tests) the file comes whole and the same lookup picks
 * the language out of it.
 */
const IMPORTS: Record<Language, (ns: Namespace) => Promise<NamespaceModule>> = {
  pt: (ns) =>
    import(/* webpackChunkName: "texts-pt-[request]", webpackExclude: /(index|types|\.test)\.ts$/ */ `./resources/${ns}.ts?lang=pt`),
  en: (ns) =>
    import(/* webpackChunkName: "texts-en-[request]", webpackExclude: /(index|types|\.test)\.ts$/ */ `./resources/${ns}.ts?lang=en`),
  es: (ns) =>
    import(/* webpackChunkName: "texts-es-[request]", webpackExclude: /(index|types|\.test)\.ts$/ */ `./resources/${ns}.ts?lang=es`),
  de: (ns) =>
    import(/* webpackChunkName: "texts-de-[request]", webpackExclude: /(index|types|\.test)\.ts$/ */ `./resources/${ns}.ts?lang=de`),
  fr: (ns) =>
    import(/* webpackChunkName: "texts-fr-[request]", webpackExclude: /(index|types|\.test)\.ts$/ */ `./resources/${ns}.ts?lang=fr`),
};

async function importTexts(ns: Namespace, language: Language): Promise<TranslationTree> {
  const texts = (await IMPORTS[language](ns))[ns]?.[language];
  if (!texts) throw new Error(`No ${language} texts in the "${ns}" namespace`);
  return texts;
}

/**
 * Starts a page's i18next instance in `language` with that language's `namespaces`, and no other language:
 * `loadTexts` adds another when the page switches to it.
 */
export async function initPageI18n(i18n: I18n, language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const bundles = Object.fromEntries(await Promise.all(namespaces.map(async (ns) => [ns, await importTexts(ns, language)] as const)));
  // bindI18nStore: a bundle added later (a remote's namespace, a language switched to) re-renders the texts.
  await i18n.init({ ...baseI18nOptions(language), resources: { [language]: bundles }, react: { bindI18nStore: 'added' } });
}

/**
 * Adds `namespaces` in `language` to the instance, loading those it lacks; resolves once all are there.
 * The shell calls it before it shows a language, a remote for its own namespace.
 */
export async function loadTexts(i18n: I18n, language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(language, ns));
  const loaded = await Promise.all(missing.map(async (ns) => [ns, await importTexts(ns, language)] as const));
  for (const [ns, texts] of loaded) i18n.addResourceBundle(language, ns, texts, true, false);
}

/** Whether `loadTexts` has nothing left to load (a page that has them renders at once). */
export function hasTexts(i18n: I18n, language: Language, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((ns) => i18n.hasResourceBundle(language, ns));
}
