import type { Language } from '@app/contracts';
import { NUMBER_WORDS } from '../context/number-words';
import { splitCompound } from '../normalise/compounds';
import { stem } from '../normalise/stem';
import type { Token } from '../normalise/tokenise';
import type { ConceptId } from './concept-ids';
import { VOCABULARY } from './vocabulary';

/** A concept found in the text: tokens `start`…`end` (inclusive) carry it. */
export interface ConceptTag {
  concept: ConceptId;
  start: number;
  end: number;
  /** A part of a German compound ("Ohrenweh": ear and pain): the word's other parts are concepts of their own. */
  compound?: true;
}

type WordTest = { kind: 'stem' | 'exact' | 'prefix'; value: string };

interface Phrase {
  concept: ConceptId;
  words: readonly WordTest[];
}

interface CompiledVocabulary {
  /** Phrases by the key of their first word: `s:<stem>` or `x:<word>`; prefix-led phrases are tried everywhere. */
  byFirst: Map<string, Phrase[]>;
  prefixLed: Phrase[];
  /** Single words and stems, for compound splitting. */
  parts: Map<string, ConceptId[]>;
}

/** Counts from this size up are "many" when tablets follow ("took 30 tablets"). */
const MANY_FROM = 10;
/** "20 of my mum's sleeping pills": a count taken out of someone's tablets reaches a little further. */
const OF: Readonly<Record<Language, readonly string[]>> = {
  pt: ['dos', 'das', 'de'],
  en: ['of'],
  es: ['de', 'del'],
  de: ['von'],
  fr: ['de', 'des', 'du'],
};
const OF_REACH = 4;
/** How far back the tablets may be named before "took about 20". */
const PILLS_BEFORE_REACH = 8;
/** "taking ibuprofen 400 mg three times a day": a count with a unit after it is the strength of a dose, not tablets. */
const DOSE_UNITS: ReadonlySet<string> = new Set(['mg', 'mcg', 'ug', 'g', 'ml', 'iu', 'ui']);
/** "de 4 em 4 horas", "de 3 en 3 horas": how often, told as a count joined to itself. */
const REPEAT_JOINER: Readonly<Partial<Record<Language, string>>> = { pt: 'em', es: 'en' };
/** "vomitei 3 vezes", "2x gekotzt", "vomi 3 fois": a count of two or more of these is more than once. */
const TIMES: Readonly<Record<Language, readonly string[]>> = {
  pt: ['vezes', 'x'],
  en: ['times', 'x'],
  es: ['veces', 'x'],
  de: ['mal', 'x'],
  fr: ['fois', 'x'],
};
/** "aux 3-4 heures": French tells how often with "aux" before the count. */
const EVERY_BEFORE_COUNT: Readonly<Partial<Record<Language, string>>> = { fr: 'aux' };

function pillsFollow(tokens: readonly Token[], pillAt: ReadonlySet<number>, from: number): boolean {
  for (let at = from; at < from + OF_REACH && at < tokens.length; at++) {
    if (pillAt.has(at)) return true;
    if (tokens[at]!.kind === 'number') return false;
  }
  return false;
}

/** Tablets named a few words before a count: "how long does paracetamol take to do damage? took about 20". */
function pillsBefore(pillAt: ReadonlySet<number>, at: number): boolean {
  for (let back = 1; back <= PILLS_BEFORE_REACH; back++) if (pillAt.has(at - back)) return true;
  return false;
}

function wordTest(raw: string, language: Language): WordTest {
  if (raw.startsWith('=')) return { kind: 'exact', value: raw.slice(1) };
  if (raw.endsWith('*')) return { kind: 'prefix', value: raw.slice(0, -1) };
  return { kind: 'stem', value: stem(raw, language) };
}

/** The whole words the vocabulary is written with (its prefixes left out): words the engine knows, no typos. */
export function vocabularyWords(language: Language): string[] {
  return Object.values(VOCABULARY[language])
    .flat()
    .flatMap((entry) => entry.split(' '))
    .flatMap((raw) => {
      const test = wordTest(raw, language);
      if (test.kind === 'prefix') return [];
      return [test.kind === 'exact' ? test.value : raw];
    });
}

function keyOf(test: WordTest): string {
  return test.kind === 'stem' ? `s:${test.value}` : `x:${test.value}`;
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function compile(language: Language): CompiledVocabulary {
  const compiled: CompiledVocabulary = { byFirst: new Map(), prefixLed: [], parts: new Map() };
  for (const [concept, entries] of Object.entries(VOCABULARY[language]) as [ConceptId, readonly string[]][]) {
    for (const entry of entries) {
      const words = entry.split(' ').map((raw) => wordTest(raw, language));
      const phrase = { concept, words };
      const first = words[0]!;
      if (first.kind === 'prefix') compiled.prefixLed.push(phrase);
      else push(compiled.byFirst, keyOf(first), phrase);
      if (words.length === 1 && first.kind !== 'prefix') {
        push(compiled.parts, first.value, concept);
        if (first.kind === 'stem') push(compiled.parts, entry, concept);
      }
    }
  }
  return compiled;
}

const COMPILED = new Map<Language, CompiledVocabulary>();

function compiledFor(language: Language): CompiledVocabulary {
  let compiled = COMPILED.get(language);
  if (!compiled) {
    compiled = compile(language);
    COMPILED.set(language, compiled);
  }
  return compiled;
}

function fits(test: WordTest, token: Token | undefined, language: Language): boolean {
  if (!token || token.kind !== 'word') return false;
  if (test.kind === 'exact') return token.text === test.value;
  if (test.kind === 'prefix') return token.text.startsWith(test.value);
  return token.text === test.value || stem(token.text, language) === test.value;
}

function phraseFits(phrase: Phrase, tokens: readonly Token[], at: number, language: Language): boolean {
  return phrase.words.every((test, offset) => fits(test, tokens[at + offset], language));
}

function countOf(token: Token, language: Language): number | undefined {
  if (token.kind === 'number') return Number(token.text);
  return token.kind === 'word' ? NUMBER_WORDS[language][token.text] : undefined;
}

/**
 * Tags every concept the text's words carry: phrases by stem ("cannot lift" in any inflection), German compounds
 * by their parts ("Brustschmerzen" → chest + pain), and counts of ten or more followed by tablets, or of two or more
 * followed by packs, as "many".
 */
export function tagConcepts(tokens: readonly Token[], language: Language): ConceptTag[] {
  const compiled = compiledFor(language);
  const tags: ConceptTag[] = [];
  const seen = new Set<string>();
  const add = (concept: ConceptId, start: number, end: number, compound = false) => {
    const id = `${concept}:${start}:${end}`;
    if (seen.has(id)) return;
    seen.add(id);
    tags.push({ concept, start, end, ...(compound && { compound: true as const }) });
  };
  tokens.forEach((token, at) => {
    if (token.kind !== 'word') return;
    const candidates = [
      ...(compiled.byFirst.get(`x:${token.text}`) ?? []),
      ...(compiled.byFirst.get(`s:${stem(token.text, language)}`) ?? []),
      ...compiled.prefixLed,
    ];
    let found = false;
    for (const phrase of candidates) {
      if (!phraseFits(phrase, tokens, at, language)) continue;
      add(phrase.concept, at, at + phrase.words.length - 1);
      found = true;
    }
    if (found || language !== 'de') return;
    for (const part of splitCompound(token.text, (piece) => compiled.parts.has(piece) || compiled.parts.has(stem(piece, language)))) {
      for (const concept of compiled.parts.get(part) ?? compiled.parts.get(stem(part, language)) ?? []) add(concept, at, at, true);
    }
  });
  const pillAt = new Set(tags.filter((tag) => tag.concept === 'pill').map((tag) => tag.start));
  const packAt = new Set(tags.filter((tag) => tag.concept === 'pack').map((tag) => tag.start));
  const takeEnds = new Set(tags.filter((tag) => tag.concept === 'take').map((tag) => tag.end));
  tokens.forEach((token, at) => {
    const count = countOf(token, language);
    // "casi dos cajas de paracetamol", "3 Packungen": more than one whole pack is many tablets.
    if (count !== undefined && count >= 2 && (packAt.has(at + 1) || packAt.has(at + 2))) add('many', at, at);
    if (count === undefined || count < MANY_FROM) return;
    // "30 extra strength tylenol": two words of a strength or a kind may stand between the count and the tablets.
    const twoWordsThenPills = tokens[at + 1]?.kind === 'word' && tokens[at + 2]?.kind === 'word' && pillAt.has(at + 3);
    // "how long does paracetamol take to do damage? took about 20 last night": the tablets named first, then taken.
    const takenAfterPills =
      (takeEnds.has(at - 1) || takeEnds.has(at - 2)) && pillsBefore(pillAt, at) && !DOSE_UNITS.has(tokens[at + 1]?.text ?? '');
    if (
      pillAt.has(at + 1) ||
      pillAt.has(at + 2) ||
      twoWordsThenPills ||
      takenAfterPills ||
      (OF[language].includes(tokens[at + 1]?.text ?? '') && pillsFollow(tokens, pillAt, at + 2))
    )
      add('many', at, at);
  });
  // A fraction or a share of the usual told in figures: "il boit les 2/3 de ses biberons", "toma el 60 % de lo habitual".
  // Up to three quarters: "feeding ~80% of usual" is feeding well enough (NICE NG9: 50–75 % of usual is poor feeding).
  const isShare = (share: number) => share > 0 && share <= 0.75;
  tokens.forEach((token, at) => {
    if (token.kind !== 'number') return;
    const next = tokens[at + 1];
    const denominator = tokens[at + 2];
    const share =
      next?.text === '/' && denominator?.kind === 'number'
        ? { value: Number(token.text) / Number(denominator.text), end: at + 2 }
        : next?.text === '%'
          ? { value: Number(token.text) / 100, end: at + 1 }
          : undefined;
    if (share && isShare(share.value)) {
      add('part_of_usual', at, share.end);
      // "PEF 30 % des Bestwerts": half of the usual or less (BTS/SIGN 158: acute severe asthma below 50 % of the best).
      if (share.value <= 0.5) add('part_under_half', at, share.end);
    }
    // "Bewusstlosigkeit < 20 s", "perte de connaissance brève (< 30 s)": seconds told by their symbol.
    if (next?.text === 's') add('seconds', at, at + 1);
    if (next?.text === REPEAT_JOINER[language] && denominator?.text === token.text) add('every', at, at + 2);
    if (Number(token.text) >= 2 && TIMES[language].includes(next?.text ?? '')) add('times_more_than_once', at, at + 1);
    if (at > 0 && tokens[at - 1]!.text === EVERY_BEFORE_COUNT[language]) add('every', at - 1, at);
  });
  // The longest phrase wins: "ohne Helm" is one helmet, not also a negation; "the back of the hand" is a hand.
  const covered = (tag: ConceptTag) =>
    tags.some((other) => other.end - other.start > tag.end - tag.start && other.start <= tag.start && other.end >= tag.end);
  return tags.filter((tag) => !covered(tag)).sort((a, b) => a.start - b.start || a.end - b.end);
}
