import type { ConceptId } from '../concept-ids';

/**
 * One language's words for every concept, written as people write them, in lower case without accents. A word
 * matches any inflection with the same Snowball stem ("drooping" → "droop"); a trailing `*` matches any ending;
 * a leading `=` matches that exact word only; words separated by spaces must follow each other.
 */
export type ConceptVocabulary = Readonly<Record<ConceptId, readonly string[]>>;
