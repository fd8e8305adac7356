import type { Language } from '@app/contracts';

/** A translation value: a text, a list (e.g. legal paragraphs) or a nested group of keys. */
export type TranslationValue = string | readonly TranslationValue[] | TranslationTree;

export interface TranslationTree {
  readonly [key: string]: TranslationValue;
}

/** One namespace: the same tree of keys in each of the five languages. */
export type Translations = Record<Language, TranslationTree>;
