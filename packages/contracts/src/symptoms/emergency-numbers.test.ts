import { crisisLine } from './crisis-lines';
import { emergencyLocale, emergencyNumbers } from './emergency-numbers';

describe('emergency numbers for the user locale', () => {
  it.each([
    ['pt-BR', ['192']],
    ['pt-PT', ['112']],
    ['es-ES', ['112']],
    ['de-DE', ['112']],
    ['fr-FR', ['15', '112']],
    ['en-US', ['911']],
    ['en-GB', ['999']],
  ])('%s calls %j', (locale, expected) => {
    expect(emergencyNumbers(locale)).toEqual(expected);
  });

  it('a bare language uses its default market', () => {
    expect(emergencyNumbers('pt')).toEqual(['192']);
    expect(emergencyNumbers('fr')).toEqual(['15', '112']);
  });

  it('an unknown locale falls back to the US number rather than to nothing', () => {
    expect(emergencyNumbers('ja-JP')).toEqual(['911']);
  });
});

describe('the locale whose emergency numbers a person is given, among those with known numbers', () => {
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
    expect(emergencyLocale(language, acceptLanguage)).toBe(expected);
  });
});

describe('the crisis line for the user locale', () => {
  it.each([
    ['pt-PT', 'pt', 'SNS 24 — 808 24 24 24'],
    ['en-GB', 'en', 'Samaritans 116 123'],
    ['de-AT', 'de', 'TelefonSeelsorge 0800 111 0 111'],
    ['fr-FR', 'fr', '3114'],
  ] as const)('%s (%s) is %s', (locale, language, expected) => {
    expect(crisisLine(locale, language)).toBe(expected);
  });
});
