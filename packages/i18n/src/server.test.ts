import { ERROR_CODES, LANGUAGES } from '@app/contracts';
import { acceptLanguageTags, apiMessage, negotiateLanguage } from './server';

describe('negotiateLanguage', () => {
  it.each([
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    ['de-DE,de;q=0.9', 'de'],
    ['fr-CA', 'fr'],
    ['en-GB,en;q=0.9', 'en'],
    ['ES', 'es'],
    ['ja,fr;q=0.5', 'fr'],
    ['en;q=0.3,de;q=0.8', 'de'],
    ['fr;q=0.5,es;q=0.5', 'fr'],
    ['de;q=0,en;q=0.1', 'en'],
  ] as const)('Accept-Language %s gives %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('answers pt when nothing matches or nothing is sent', () => {
    expect(negotiateLanguage('ja,zh;q=0.8')).toBe('pt');
    expect(negotiateLanguage('')).toBe('pt');
    expect(negotiateLanguage(undefined)).toBe('pt');
    expect(negotiateLanguage(null, null)).toBe('pt');
    expect(negotiateLanguage('*')).toBe('pt');
  });

  it('lets a valid explicit language win over Accept-Language', () => {
    expect(negotiateLanguage('de-DE', 'fr')).toBe('fr');
    expect(negotiateLanguage('de-DE', 'EN')).toBe('en');
  });

  it('ignores an invalid explicit language', () => {
    expect(negotiateLanguage('es', 'xx')).toBe('es');
    expect(negotiateLanguage(null, '<script>')).toBe('pt');
  });
});

describe('acceptLanguageTags', () => {
  it('lists the languages most preferred first, without the refused ones', () => {
    expect(acceptLanguageTags('en;q=0.3, pt-BR, de;q=0.8, fr;q=0')).toEqual(['pt-BR', 'de', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});

describe('apiMessage', () => {
  it('has a message for every error code in every language', () => {
    for (const lang of LANGUAGES) {
      for (const code of ERROR_CODES) {
        expect(apiMessage(code, lang)).not.toBe(code);
      }
    }
  });

  it('speaks the requested language', () => {
    expect(apiMessage('networkError', 'en')).toBe('Connection error. Check your internet and try again.');
    expect(apiMessage('not_found', 'pt')).toBe('Recurso não encontrado.');
    expect(apiMessage('not_found', 'de')).toBe('Ressource nicht gefunden.');
  });

  it('answers with the key when no language has it', () => {
    expect(apiMessage('no.such.key', 'fr')).toBe('no.such.key');
  });
});
