import { LANGUAGES, type Language } from '@app/contracts';
import { NAMESPACES, resources } from './index';
import type { TranslationValue } from './types';

/** Every text leaf of a tree, keyed by its dotted path (array items by index). */
function leaves(value: TranslationValue | undefined, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value === undefined) return out;
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  for (const [key, child] of entries) leaves(child as TranslationValue, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  const byLanguage = new Map<Language, Map<string, unknown>>(
    LANGUAGES.map((lang) => [lang, leaves(resources[ns][lang] as TranslationValue)]),
  );
  const allKeys = [...new Set([...byLanguage.values()].flatMap((map) => [...map.keys()]))];

  it.each(LANGUAGES)('has every key, non-empty, in %s', (lang) => {
    const texts = byLanguage.get(lang)!;
    const missing = allKeys.filter((key) => typeof texts.get(key) !== 'string' || (texts.get(key) as string).trim() === '');
    expect(missing).toEqual([]);
  });

  it('uses the same {{placeholders}} in every language', () => {
    const mismatched = allKeys.filter((key) => {
      const [first, ...others] = LANGUAGES.map((lang) => JSON.stringify(placeholders(String(byLanguage.get(lang)!.get(key) ?? ''))));
      return others.some((other) => other !== first);
    });
    expect(mismatched).toEqual([]);
  });
});

describe('the completeness check', () => {
  it('notices a key present in one language only', () => {
    const en = leaves({ a: 'x', b: { c: 'y' } });
    const pt = leaves({ a: 'x' });
    expect([...en.keys()].filter((key) => !pt.has(key))).toEqual(['b.c']);
  });

  it('reads placeholders with and without formats', () => {
    expect(placeholders('{{count}} of {{ total }} on {{date, datetime}}')).toEqual(['count', 'date', 'total']);
  });
});
