import { isLanguage, type Language } from '@app/contracts';
import { translate } from './lookup';
import { api } from './resources/api';

const DEFAULT_LANGUAGE: Language = 'pt';

/** Maps a language tag (`pt-BR`, `en_gb`, `DE`) to one of ours by its base language. */
export function baseLanguage(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

interface WeightedTag {
  tag: string;
  q: number;
  position: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, position };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
}

/** The languages of an Accept-Language header, most preferred first: what `navigator.languages` says in the browser. */
export function acceptLanguageTags(acceptLanguage: string | null | undefined): string[] {
  return parseAcceptLanguage(acceptLanguage ?? '').map(({ tag }) => tag);
}

/**
 * Language of an API response: an explicit choice (`?lang` or `X-Language`) wins when valid,
 * then the best Accept-Language match by q-value and base language, then pt.
 */
export function negotiateLanguage(acceptLanguage?: string | null, explicit?: string | null): Language {
  const chosen = baseLanguage(explicit);
  if (chosen) return chosen;
  for (const { tag } of parseAcceptLanguage(acceptLanguage ?? '')) {
    const match = baseLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** Localised text from the `api` namespace, falling back to other languages and then to the key. */
export function apiMessage(key: string, language: Language, params?: Record<string, string | number>): string {
  return translate(api, key, language, params);
}
