import { LANGUAGES, SHARED_RESULT_SLUGS, sharedResultPath } from '@app/contracts';
import { languageFromPath, languageFromPreferences, resolveLocation, switchLanguagePath } from './routing';
import { SECTIONS, pathFor } from './slugs';

describe('languageFromPath', () => {
  it('reads a leading language segment', () => {
    expect(languageFromPath('/de/verlauf')).toBe('de');
    expect(languageFromPath('/es')).toBe('es');
  });
  it('ignores anything that is not exactly a language code', () => {
    expect(languageFromPath('/historico')).toBeUndefined();
    expect(languageFromPath('/pt-br')).toBeUndefined();
    expect(languageFromPath('/')).toBeUndefined();
  });
});

describe('languageFromPreferences', () => {
  it.each([
    [['pt'], 'pt'],
    [['pt-BR'], 'pt'],
    [['pt-PT'], 'pt'],
    [['PT-br'], 'pt'],
    [['es-MX'], 'es'],
    [['de-AT'], 'de'],
    [['fr-CA'], 'fr'],
    [['en-GB'], 'en'],
    [['ja'], 'en'],
    [['ja', 'pt'], 'en'],
    [[null, undefined, '', 'de'], 'de'],
    [[], 'en'],
  ] as const)('%j gives %s', (prefs, expected) => {
    expect(languageFromPreferences(prefs)).toBe(expected);
  });
});

describe('resolveLocation', () => {
  describe('/ redirects by device language', () => {
    it.each([
      ['pt', '/pt'],
      ['pt-BR', '/pt'],
      ['pt-PT', '/pt'],
      ['es', '/es'],
      ['de', '/de'],
      ['fr', '/fr'],
      ['en-GB', '/en'],
      ['ja', '/en'],
    ])('a %s browser lands on %s', (device, to) => {
      expect(resolveLocation('/', [null, device])).toEqual({ kind: 'redirect', to });
    });

    it('a browser without languages lands on /en', () => {
      expect(resolveLocation('/', [])).toEqual({ kind: 'redirect', to: '/en' });
    });

    it('the stored language choice beats the device language', () => {
      expect(resolveLocation('/', ['fr', 'de-DE', 'en'])).toEqual({ kind: 'redirect', to: '/fr' });
    });
  });

  it.each(LANGUAGES)('/%s and /%s/ show the home page', (lang) => {
    const home = { kind: 'page', language: lang, page: 'home' };
    expect(resolveLocation(`/${lang}`, ['en'])).toEqual(home);
    expect(resolveLocation(`/${lang}/`, ['en'])).toEqual(home);
  });

  it.each(LANGUAGES.flatMap((lang) => SECTIONS.map((section) => [lang, section] as const)))(
    '%s: the %s slug shows its section',
    (lang, section) => {
      expect(resolveLocation(pathFor(lang, section), ['pt'])).toEqual({ kind: 'page', language: lang, page: section });
    },
  );

  it('a slug of another language is redirected to this language’s slug', () => {
    expect(resolveLocation('/en/historico', [])).toEqual({ kind: 'redirect', to: '/en/history' });
    expect(resolveLocation('/de/privacy-policy', [])).toEqual({ kind: 'redirect', to: '/de/datenschutzrichtlinie' });
    expect(resolveLocation('/pt/symptom-analyse', [])).toEqual({ kind: 'redirect', to: '/pt/triagem-de-sintomas' });
  });

  it('an unknown section redirects to /404, keeping the language its path named', () => {
    expect(resolveLocation('/pt/unknown', ['en'])).toEqual({ kind: 'redirect', to: '/404', language: 'pt' });
    expect(resolveLocation('/pt/historico/extra', ['en'])).toEqual({ kind: 'redirect', to: '/404', language: 'pt' });
    expect(resolveLocation('/xx', ['pt'])).toEqual({ kind: 'redirect', to: '/404' });
    expect(resolveLocation('/pt-br', ['pt'])).toEqual({ kind: 'redirect', to: '/404' });
    expect(resolveLocation('/historico/extra', ['pt'])).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('a section slug without a language gets the preferred language', () => {
    expect(resolveLocation('/historico', ['pt-BR'])).toEqual({ kind: 'redirect', to: '/pt/historico' });
    expect(resolveLocation('/privacy-policy', ['es'])).toEqual({ kind: 'redirect', to: '/es/politica-de-privacidad' });
    expect(resolveLocation('/verlauf', ['ja'])).toEqual({ kind: 'redirect', to: '/en/history' });
  });

  it('/404 shows the not-found page in the preferred language', () => {
    expect(resolveLocation('/404', ['de'])).toEqual({ kind: 'page', language: 'de', page: 'notFound' });
  });

  it('/reset-password shows the new-password screen in the preferred language', () => {
    expect(resolveLocation('/reset-password', ['es-ES'])).toEqual({ kind: 'page', language: 'es', page: 'resetPassword' });
  });

  it.each(LANGUAGES)('%s: /{lang}/{shared-result slug}/{code} shows the shared result of that code', (lang) => {
    expect(resolveLocation(`/${lang}/${SHARED_RESULT_SLUGS[lang]}/Ab12Cd`, ['pt'])).toEqual({
      kind: 'page',
      language: lang,
      page: 'sharedResult',
      code: 'Ab12Cd',
    });
  });

  it('the shared-result page is the one the sharing service links to', () => {
    expect(resolveLocation(sharedResultPath('de', 'Zz99Yy'), [])).toMatchObject({ page: 'sharedResult', code: 'Zz99Yy' });
  });

  it('a shared-result slug of another language is translated, keeping the code', () => {
    expect(resolveLocation('/fr/shared-analysis/Ab12Cd', [])).toEqual({ kind: 'redirect', to: '/fr/analyse-partagee/Ab12Cd' });
  });

  it('a shared-result path without a short code, or with more after it, is not found', () => {
    expect(resolveLocation('/en/shared-analysis', [])).toEqual({ kind: 'redirect', to: '/404', language: 'en' });
    expect(resolveLocation('/en/shared-analysis/ab', [])).toEqual({ kind: 'redirect', to: '/404', language: 'en' });
    expect(resolveLocation('/en/shared-analysis/Ab-12', [])).toEqual({ kind: 'redirect', to: '/404', language: 'en' });
    expect(resolveLocation('/en/shared-analysis/Ab12Cd/x', [])).toEqual({ kind: 'redirect', to: '/404', language: 'en' });
    expect(resolveLocation('/en/history/Ab12Cd', [])).toEqual({ kind: 'redirect', to: '/404', language: 'en' });
  });

  it('short links are left to the server', () => {
    expect(resolveLocation('/s/Ab12Cd', ['pt'])).toEqual({ kind: 'server' });
    expect(resolveLocation('/s/', ['pt'])).toEqual({ kind: 'redirect', to: '/404' });
    expect(resolveLocation('/s/a/b', ['pt'])).toEqual({ kind: 'redirect', to: '/404' });
  });
});

describe('switchLanguagePath', () => {
  it('keeps the section in the new language', () => {
    expect(switchLanguagePath('/pt/historico', 'de')).toBe('/de/verlauf');
    expect(switchLanguagePath('/en/privacy-policy', 'fr')).toBe('/fr/politique-de-confidentialite');
    expect(switchLanguagePath('/es/vitalia-pro', 'pt')).toBe('/pt/vitalia-pro');
    expect(switchLanguagePath('/de/ki-chat', 'en')).toBe('/en/ai-chat');
  });

  it('keeps the code of a shared result', () => {
    expect(switchLanguagePath('/pt/analise-compartilhada/Ab12Cd', 'de')).toBe('/de/geteilte-analyse/Ab12Cd');
    expect(switchLanguagePath('/en/shared-analysis/Ab12Cd/', 'es')).toBe('/es/analisis-compartido/Ab12Cd');
    expect(switchLanguagePath('/en/history/Ab12Cd', 'es')).toBe('/es');
  });

  it('keeps the terms, find-care and exam-analysis pages in the new language', () => {
    expect(switchLanguagePath('/en/terms-of-use', 'pt')).toBe('/pt/termos-de-uso');
    expect(switchLanguagePath('/pt/encontrar-atendimento', 'fr')).toBe('/fr/trouver-des-soins');
    expect(switchLanguagePath('/es/analisis-de-examenes', 'de')).toBe('/de/befundanalyse');
  });

  it('stays on the reset page, whose address is the same in every language', () => {
    expect(switchLanguagePath('/reset-password', 'de')).toBe('/reset-password');
  });

  it('falls back to /{lang} when the section is unknown', () => {
    expect(switchLanguagePath('/pt', 'en')).toBe('/en');
    expect(switchLanguagePath('/pt/unknown', 'en')).toBe('/en');
    expect(switchLanguagePath('/404', 'es')).toBe('/es');
    expect(switchLanguagePath('/', 'fr')).toBe('/fr');
  });
});
