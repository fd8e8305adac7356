import type { Language } from '@app/contracts';
import type { FindingId } from './finding-ids';

/**
 * One language's words for every finding. Each pattern is a phrase in lower case without accents
 * ("dor no peito"); a trailing `*` on a word matches any ending ("vomit*"), a `*` alone any one word and a `#` any
 * number ("# sa": "34 SA"), `#gw` a number from 5 to 42 that can be a week of pregnancy ("to com #gw semanas"). The reader normalises the user's
 * text the same way (case, accents, punctuation) before matching.
 */
export type LanguageLexicon = Readonly<Record<FindingId, readonly string[]>>;

export type Lexicon = Readonly<Record<Language, LanguageLexicon>>;
