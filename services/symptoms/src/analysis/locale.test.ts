import { analysisLocale } from './locale';

describe('the locale of an analysis (which emergency numbers it shows), among those with known numbers', () => {
  it.each([
    ['pt', 'pt-PT,pt;q=0.9', 'pt-PT'],
    ['pt', 'pt-BR', 'pt-BR'],
    ['pt', 'pt', 'pt-BR'],
    ['en', 'en-gb,en;q=0.8', 'en-GB'],
    ['en', 'de-DE,en;q=0.5', 'en-US'],
    ['fr', 'fr-CA;q=0.9', 'fr-FR'],
    ['de', undefined, 'de-DE'],
    ['es', 'en-US,es-ES;q=0.7', 'es-ES'],
  ] as const)('%s with Accept-Language %p is %s', (language, acceptLanguage, expected) => {
    expect(analysisLocale(language, acceptLanguage)).toBe(expected);
  });
});
