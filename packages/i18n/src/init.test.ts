import { createInstance, type i18n as I18n } from 'i18next';
import { fallbackChain, i18nOptions, registerNamespace } from './init';
import type { Translations } from './resources/types';

async function started(lang: Parameters<typeof i18nOptions>[0]): Promise<I18n> {
  const instance = createInstance();
  await instance.init(i18nOptions(lang));
  return instance;
}

/** A namespace with holes: only some languages have some keys. */
const patchy: Translations = {
  pt: { onlyPt: 'só em português', everywhere: 'pt', ptAndEn: 'pt' },
  en: { everywhere: 'en', ptAndEn: 'en', enAndFr: 'en' },
  es: { everywhere: 'es' },
  de: { everywhere: 'de' },
  fr: { everywhere: 'fr', enAndFr: 'fr', onlyFr: 'seulement en français' },
};

describe('fallbackChain', () => {
  it('tries en and pt first, then the other languages, never the language itself', () => {
    expect(fallbackChain('de')).toEqual(['en', 'pt', 'es', 'fr']);
    expect(fallbackChain('en')).toEqual(['pt', 'es', 'de', 'fr']);
    expect(fallbackChain('pt')).toEqual(['en', 'es', 'de', 'fr']);
  });
});

describe('i18next with the bundled options', () => {
  it('translates the default namespace in the chosen language', async () => {
    const i18n = await started('en');
    expect(i18n.t('appError.title')).toBe('Unexpected Application Error!');
    expect(i18n.t('welcome.title', { ns: 'home' })).toBe('Welcome to Vitalia');
    await i18n.changeLanguage('de');
    expect(i18n.t('remoteFailure.retry')).toBe('Erneut versuchen');
  });

  it('a key missing in one language falls back to another language', async () => {
    const i18n = await started('de');
    registerNamespace(i18n, 'patchy', patchy);
    expect(i18n.t('everywhere', { ns: 'patchy' })).toBe('de');
    expect(i18n.t('enAndFr', { ns: 'patchy' })).toBe('en');
    expect(i18n.t('onlyPt', { ns: 'patchy' })).toBe('só em português');
    expect(i18n.t('onlyFr', { ns: 'patchy' })).toBe('seulement en français');
  });

  it('en falls back to pt before the others', async () => {
    const i18n = await started('es');
    registerNamespace(i18n, 'patchy', patchy);
    expect(i18n.t('ptAndEn', { ns: 'patchy' })).toBe('en');
    await i18n.changeLanguage('en');
    expect(i18n.t('onlyPt', { ns: 'patchy' })).toBe('só em português');
  });

  it('a key missing in every language falls back to the key itself', async () => {
    const i18n = await started('fr');
    registerNamespace(i18n, 'patchy', patchy);
    expect(i18n.t('nowhere', { ns: 'patchy' })).toBe('nowhere');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });

  it('an empty text counts as missing', async () => {
    const i18n = await started('es');
    registerNamespace(i18n, 'blank', { pt: { k: 'pt' }, en: { k: 'en' }, es: { k: '' }, de: {}, fr: {} });
    expect(i18n.t('k', { ns: 'blank' })).toBe('en');
  });

  it('does not HTML-escape interpolated values (React escapes them)', async () => {
    const i18n = await started('en');
    registerNamespace(i18n, 'greeting', { pt: { hi: 'Olá {{name}}' }, en: { hi: 'Hi {{name}}' }, es: {}, de: {}, fr: {} });
    expect(i18n.t('hi', { ns: 'greeting', name: 'Ana & <Bo>' })).toBe('Hi Ana & <Bo>');
  });
});

describe('registerNamespace', () => {
  it('adds a bundled namespace to an instance that lacks it, in all five languages', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'fr', resources: {}, fallbackLng: false, showSupportNotice: false });
    registerNamespace(i18n, 'legal');
    for (const lang of ['pt', 'en', 'es', 'de', 'fr']) expect(i18n.hasResourceBundle(lang, 'legal')).toBe(true);
    expect(i18n.t('privacy.title', { ns: 'legal' })).toBe('Politique de confidentialité');
  });

  it('keeps a bundle that is already there', async () => {
    const i18n = await started('en');
    registerNamespace(i18n, 'home', { pt: { x: 'y' }, en: { x: 'y' }, es: { x: 'y' }, de: { x: 'y' }, fr: { x: 'y' } });
    expect(i18n.t('tryScreening', { ns: 'home' })).toBe('Try screening');
    expect(i18n.exists('x', { ns: 'home' })).toBe(false);
  });

  it('refuses an unknown namespace without bundles', async () => {
    const i18n = await started('en');
    expect(() => registerNamespace(i18n, 'nope')).toThrow('nope');
  });

  it('returns a legal text as a list of sections', async () => {
    const i18n = await started('pt');
    const sections = i18n.t('privacy.sections', { ns: 'legal', returnObjects: true }) as { heading: string; paragraphs: string[] }[];
    expect(sections.length).toBeGreaterThan(5);
    expect(sections.every((s) => s.heading && s.paragraphs.length > 0)).toBe(true);
  });
});
