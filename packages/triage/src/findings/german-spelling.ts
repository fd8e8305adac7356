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

/** "hebn", "verwaschn", "fehln": spoken German drops the e of an -en ending after a consonant. */
const SPOKEN_ENDING = /([bdfgklpstwz]|ch)n$/;

/**
 * Dialect German as it is typed, each step back to the standard word. Swiss: "chopf", "chind" (k), "stiif", "siite"
 * (ei), "muul", "buuch" (au), "bruscht" (st), "linggi" (k, -e), "erbroche", "umgfalle" (-en), "gfalle", "gmacht"
 * (ge-); Swabian and Bavarian: "gfalla", "warta" (-en); Berlin and the Rhineland: "jeschwitzt", "janz" (g).
 */
const DIALECT: readonly [RegExp, string][] = [
  [/^ch(?=[aeiourl])/, 'k'],
  [/^j(?=[aeiou])/, 'g'],
  [/ii/g, 'ei'],
  [/uu/g, 'au'],
  [/scht/g, 'st'],
  [/gg/g, 'k'],
  [/^(um|ab|aus|hin|zu)?g(?=[bdfhklmnprstwz])/, '$1ge'],
  [/([^e])e$/, '$1en'],
  [/i$/, 'e'],
  [/([^a])a$/, '$1en'],
];

/** The same steps without the global flag, to test a form without moving a lastIndex. */
const DIALECT_TESTS = DIALECT.map(([pattern]) => new RegExp(pattern.source));

/** Every form a dialect step or a chain of them gives ("umgfalle" → "umgfallen" → "umgefallen"). */
function dialectForms(word: string): string[] {
  let forms = [word];
  DIALECT.forEach(([pattern, standard], step) => {
    forms = [...forms, ...forms.filter((form) => DIALECT_TESTS[step]!.test(form)).map((form) => form.replace(pattern, standard))];
  });
  return forms.slice(1);
}

/**
 * The ways a German word is typed that the engine can read back: umlauts as ae, oe, ue, a spoken -n ending and
 * dialect forms.
 */
function spellings(word: string): string[] {
  const umlauts = SPELLED_OUT.test(word) ? [word.replace(EVERY_SPELLED_OUT, '$1')] : [];
  const spoken = [word, ...umlauts].filter((form) => SPOKEN_ENDING.test(form)).map((form) => form.replace(/n$/, 'en'));
  return [...umlauts, ...spoken, ...dialectForms(word)];
}

/**
 * German words the engine does not know, typed the way people type them, read as the word it knows: spelled with
 * ae, oe or ue where it knows them with the umlaut ("muede", "Rueckenschmerzen", "uebel"), or with a spoken ending
 * ("den arm nimma hebn", "redt so verwaschn"), or in dialect ("de nacke isch ganz stiif", "klitschnass jeschwitzt"). A word the engine
 * knows as written stays as it is.
 */
export function withGermanSpellingsRead(tokens: readonly Token[], language: Language): Token[] {
  if (language !== 'de') return [...tokens];
  return tokens.map((token) => {
    const forms = token.kind === 'word' ? spellings(token.text) : [];
    if (forms.length === 0 || isKnownOrCompound(token.text)) return token;
    const known = forms.find(isKnownOrCompound);
    return known ? { ...token, text: known } : token;
  });
}
