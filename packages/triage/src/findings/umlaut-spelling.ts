import type { Language } from '@app/contracts';
import { VOCABULARY } from '../concepts/vocabulary';
import { splitCompound } from '../normalise/compounds';
import { stem } from '../normalise/stem';
import type { Token } from '../normalise/tokenise';
import { LEXICON } from './lexicon';

/** "muede", "Bruecke", "Aerger": German typed without umlauts writes them ae, oe, ue. */
const SPELLED_OUT = /([aou])e/;
const EVERY_SPELLED_OUT = /([aou])e/g;

interface GermanWords {
  exact: Set<string>;
  stems: Set<string>;
  prefixes: string[];
}

let german: GermanWords | undefined;

/** Every German word of the lexicon and the concept vocabulary, as written there (umlauts folded to a, o, u). */
function germanWords(): GermanWords {
  if (german) return german;
  const entries = [...Object.values(LEXICON.de), ...Object.values(VOCABULARY.de)].flat();
  const words = entries.flatMap((entry) => entry.split(' ')).filter((word) => /^=?[a-z]+\*?$/.test(word));
  const prefixes = words.filter((word) => word.endsWith('*')).map((word) => word.slice(0, -1).replace(/^=/, ''));
  const plain = words.filter((word) => !word.endsWith('*')).map((word) => word.replace(/^=/, ''));
  german = { exact: new Set(plain), stems: new Set(plain.map((word) => stem(word, 'de'))), prefixes };
  return german;
}

function isKnown(word: string): boolean {
  const { exact, stems, prefixes } = germanWords();
  return exact.has(word) || stems.has(stem(word, 'de')) || prefixes.some((prefix) => word.startsWith(prefix));
}

const isKnownOrCompound = (word: string) => isKnown(word) || splitCompound(word, isKnown).length > 0;

/**
 * German words the engine does not know, spelled with ae, oe or ue where it knows them with the umlaut ("muede",
 * "Rueckenschmerzen", "uebel"), read as the umlaut's word. A word the engine knows as written stays as it is.
 */
export function withUmlautsRead(tokens: readonly Token[], language: Language): Token[] {
  if (language !== 'de') return [...tokens];
  return tokens.map((token) => {
    if (token.kind !== 'word' || !SPELLED_OUT.test(token.text) || isKnownOrCompound(token.text)) return token;
    const umlauts = token.text.replace(EVERY_SPELLED_OUT, '$1');
    return isKnownOrCompound(umlauts) ? { ...token, text: umlauts } : token;
  });
}
