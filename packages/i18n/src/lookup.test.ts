import { interpolate, translate } from './lookup';
import type { Translations } from './resources/types';

const texts: Translations = {
  pt: { greeting: 'Olá, {{name}}!', nested: { onlyPt: 'só pt' } },
  en: { greeting: 'Hello, {{name}}!', count: '{{count}} of {{total}}' },
  es: { greeting: '' },
  de: {},
  fr: { onlyFr: 'seulement fr' },
};

describe('translate', () => {
  it('fills placeholders in the requested language', () => {
    expect(translate(texts, 'greeting', 'pt', { name: 'Ana' })).toBe('Olá, Ana!');
  });

  it('falls back through en, pt and the others, treating empty texts as missing', () => {
    expect(translate(texts, 'greeting', 'es', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(translate(texts, 'nested.onlyPt', 'de')).toBe('só pt');
    expect(translate(texts, 'onlyFr', 'pt')).toBe('seulement fr');
  });

  it('answers with the key when no language has a text for it', () => {
    expect(translate(texts, 'nested', 'en')).toBe('nested');
    expect(translate(texts, 'greeting.deeper', 'en')).toBe('greeting.deeper');
  });
});

describe('interpolate', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(interpolate('{{count}} of {{ total }} ({{other}})', { count: 2, total: 3 })).toBe('2 of 3 ({{other}})');
  });
});
