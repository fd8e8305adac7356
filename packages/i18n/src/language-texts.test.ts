import { createInstance, type i18n as I18n } from 'i18next';
import { hasTexts, initPageI18n, loadTexts } from './language-texts';
import { common, home } from './resources';

async function pageInstance(): Promise<I18n> {
  const i18n = createInstance();
  await initPageI18n(i18n, 'pt', ['common', 'home']);
  return i18n;
}

describe('a page starts with its own language only', () => {
  it('has the texts of its language and namespaces, and no other language', async () => {
    const i18n = await pageInstance();
    expect(i18n.language).toBe('pt');
    expect(i18n.t('welcome.title', { ns: 'home' })).toBe(home.pt.welcome.title);
    expect(hasTexts(i18n, 'pt', ['common', 'home'])).toBe(true);
    for (const lang of ['en', 'es', 'de', 'fr'] as const) expect(hasTexts(i18n, lang, ['common'])).toBe(false);
    expect(hasTexts(i18n, 'pt', ['legal'])).toBe(false);
  });
});

describe('switching language loads its texts', () => {
  it('adds the new language of every namespace asked for, then shows its words', async () => {
    const i18n = await pageInstance();
    await loadTexts(i18n, 'de', ['common', 'home']);
    expect(hasTexts(i18n, 'de', ['common', 'home'])).toBe(true);
    expect(i18n.language).toBe('pt');

    await i18n.changeLanguage('de');
    expect(i18n.t('welcome.title', { ns: 'home' })).toBe(home.de.welcome.title);
    expect(i18n.t('remoteFailure.retry')).toBe(common.de.remoteFailure.retry);
  });

  it('loads only the language switched to', async () => {
    const i18n = await pageInstance();
    await loadTexts(i18n, 'fr', ['common']);
    expect(hasTexts(i18n, 'fr', ['common'])).toBe(true);
    for (const lang of ['en', 'es', 'de'] as const) expect(hasTexts(i18n, lang, ['common'])).toBe(false);
  });

  it('keeps texts already there, for the page and for a remote that added its namespace', async () => {
    const i18n = await pageInstance();
    i18n.addResourceBundle('en', 'common', { custom: 'kept' });
    await loadTexts(i18n, 'en', ['common', 'legal']);
    expect(i18n.getResource('en', 'common', 'custom')).toBe('kept');
    expect(hasTexts(i18n, 'en', ['legal'])).toBe(true);
  });
});
