import type { Language } from '@app/contracts';
import { fallbackChain } from './fallback';
import type { Translations, TranslationValue } from './resources/types';

function valueAt(tree: TranslationValue | undefined, key: string): TranslationValue | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = (node as Record<string, TranslationValue>)[part];
  }
  return node;
}

/** Replaces `{{name}}` placeholders the way i18next does, leaving unknown ones untouched. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Text of `key` in a namespace without an i18next instance (servers, head tags):
 * the language itself, then the fallback chain, then the key.
 */
export function translate(namespace: Translations, key: string, language: Language, params?: Record<string, string | number>): string {
  for (const lang of [language, ...fallbackChain(language)]) {
    const value = valueAt(namespace[lang], key);
    if (typeof value === 'string' && value !== '') return interpolate(value, params);
  }
  return key;
}
