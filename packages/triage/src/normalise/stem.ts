import type { Language } from '@app/contracts';
import { newStemmer } from 'snowball-stemmers';

const ALGORITHM: Readonly<Record<Language, string>> = { pt: 'portuguese', en: 'english', es: 'spanish', de: 'german', fr: 'french' };

const stemmers = new Map<Language, { stem(word: string): string }>();
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

/** The Snowball stem of a folded word, so "drooping", "droopy" and "drooped" meet at one form. */
export function stem(word: string, language: Language): string {
  const key = `${language}:${word}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  let stemmer = stemmers.get(language);
  if (!stemmer) {
    stemmer = newStemmer(ALGORITHM[language]);
    stemmers.set(language, stemmer);
  }
  const stemmed = stemmer.stem(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, stemmed);
  return stemmed;
}
