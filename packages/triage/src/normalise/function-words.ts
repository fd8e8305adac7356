import type { Language } from '@app/contracts';
import type { Token } from './tokenise';

/**
 * The commonest little words of each language (articles, pronouns, prepositions, auxiliaries), folded. How
 * many of a text's words are among them says which language it is written in, whatever its medical words.
 */
const FUNCTION_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['the', 'a', 'an', 'and', 'my', 'his', 'her', 'is', 'are', 'was', 'i', 'im', 'it', 'have', 'has', 'had', 'with', 'of', 'in', 'on', 'to', 'not', 'but', 'since', 'when', 'she', 'he', 'been', 'for', 'at', 'this', 'that']),
  pt: new Set(['o', 'a', 'os', 'as', 'de', 'do', 'da', 'dos', 'das', 'que', 'e', 'com', 'meu', 'minha', 'nao', 'esta', 'ta', 'to', 'estou', 'tenho', 'tem', 'em', 'no', 'na', 'um', 'uma', 'ele', 'ela', 'mas', 'desde', 'muito', 'mto', 'pra', 'para', 'foi', 'ficou']),
  es: new Set(['el', 'la', 'los', 'las', 'de', 'del', 'que', 'y', 'con', 'mi', 'no', 'esta', 'estoy', 'tengo', 'tiene', 'en', 'un', 'una', 'le', 'me', 'se', 'pero', 'desde', 'hace', 'muy', 'mucho', 'para', 'por', 'al', 'lo', 'es', 'ha', 'he']),
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'und', 'ich', 'mit', 'nicht', 'ist', 'mein', 'meine', 'meinem', 'hab', 'habe', 'hat', 'seit', 'ein', 'eine', 'einen', 'er', 'sie', 'es', 'auf', 'im', 'in', 'aber', 'auch', 'sehr', 'mir', 'mich', 'beim', 'wenn', 'tut', 'weh', 'nach']),
  fr: new Set(['le', 'la', 'les', 'de', 'des', 'du', 'et', 'je', 'j', 'avec', 'mon', 'ma', 'mes', 'pas', 'est', 'ai', 'a', 'il', 'elle', 'un', 'une', 'en', 'dans', 'sur', 'au', 'aux', 'mais', 'depuis', 'tres', 'ne', 'que', 'qui', 'me', 'ca']),
};

/** How many of the text's words are function words of `language`. */
export function functionWordCount(tokens: readonly Token[], language: Language): number {
  const words = FUNCTION_WORDS[language];
  return tokens.reduce((count, token) => count + (token.kind === 'word' && words.has(token.text) ? 1 : 0), 0);
}
