import type { Language } from '@app/contracts';
import type { FindingId } from '../findings/finding-ids';
import type { Token } from '../normalise/tokenise';
import { isClauseBreak } from './negation';
import { NUMBER_WORDS } from './number-words';

/**
 * Whether a finding is told as something that happened long ago ("I had a stroke 5 years ago", "hatte vor 2
 * Jahren einen Krampfanfall") rather than as what is happening now. Such a finding is history: it does not
 * fire the rules that send someone to hospital today.
 *
 * Kept deliberately narrow, since reading a current symptom as past would under-triage it:
 * - only months or years back, never days or weeks (a recent event is part of the illness being described);
 * - not when the same part says it began then and goes on ("it started 2 months ago", "desde", "seit", "depuis");
 * - Portuguese and Spanish "há/hace 2 anos" also means "for 2 years", so there a past-tense verb must say it
 *   happened then ("tive", "tuvo");
 * - never when the text says it is back ("again", "de novo", "wieder", "encore").
 */
interface PastWords {
  /** Words that open a remote-past time ("vor" … "Jahren"); the unit must follow within a few words. */
  openers: readonly string[];
  /** Words that close one ("2 years ago", "2 anos atras"); the unit must come just before. */
  closers: readonly string[];
  units: readonly string[];
  /** Whole phrases that place an event long ago ("last year", "als Kind"). */
  phrases: readonly string[];
  /** A past-tense event verb, required with the openers of languages where they also mean "for" (pt, es). */
  eventVerbs?: readonly string[];
  /** It began then and goes on: the part is the current illness's onset, not history. */
  ongoing: readonly string[];
  /** It is back: whatever was told of the past is happening again. */
  again: readonly string[];
  /** Words that start a new part of the story about now ("now", "today", "heute"). */
  now: readonly string[];
  /** Words that open a clause about another person, whose time is theirs ("my mother, who died last year"); none
   * where the same word also speaks of things ("qui", "welche": "une plaie qui saignait il y a des années"). */
  relatives: readonly string[];
  /** Small words that may stand with a time told apart from its event ("…, but that was 2 years ago"). */
  fillers: readonly string[];
}

const PAST_WORDS: Readonly<Record<Language, PastWords>> = {
  en: {
    openers: [],
    closers: ['ago', 'back'],
    units: ['year', 'years', 'yr', 'yrs', 'month', 'months', 'decade', 'decades'],
    phrases: [
      'last year',
      'as a child',
      'as a kid',
      'as a teenager',
      'when i was little',
      'when i was a child',
      'when i was a kid',
      'when i was young',
      'years ago',
      'months ago',
    ],
    // The present tense too: "had a stroke 5 years ago and my face is drooping" tells of now.
    ongoing: [
      'started',
      'starting',
      'start',
      'began',
      'begun',
      'since',
      'still',
      'ongoing',
      'ever since',
      'keeps',
      'continues',
      'getting',
      'is',
      'am',
      'are',
      'have',
      'has',
      'can',
      'cannot',
      'feel',
      'feels',
    ],
    again: ['again', 'same', 'another', 'back again', 'recurred', 'returned', 'coming back', 'came back'],
    now: ['now', 'today', 'tonight', 'currently', 'yesterday', 'recently', 'lately', 'this morning', 'this week'],
    relatives: ['who', 'whom'],
    fillers: ['about', 'around', 'some', 'over', 'of', 'many', 'long', 'good', 'once', 'but', 'that', 'it', 'was', 'all', 'in'],
  },
  pt: {
    openers: ['ha', 'faz', 'fazem', 'fez'],
    closers: ['atras'],
    units: ['ano', 'anos', 'mes', 'meses', 'decada', 'decadas'],
    phrases: [
      'ano passado',
      'quando era crianca',
      'quando era pequeno',
      'quando era pequena',
      'quando eu era crianca',
      'quando eu era pequeno',
      'quando eu era pequena',
      'na infancia',
    ],
    eventVerbs: [
      'tive',
      'inalou',
      'inalei',
      'teve',
      'tivemos',
      'tiveram',
      'sofri',
      'sofreu',
      'fiz',
      'fez',
      'foi',
      'fui',
      'operei',
      'operou',
      'quebrei',
      'quebrou',
      'deu',
      'passei',
      'passou',
      'levei',
      'levou',
      'fiquei',
      'ficou',
      'ficaram',
      'desmaiei',
      'desmaiou',
      'bati',
      'bateu',
      'perdi',
      'perdeu',
      'vomitei',
      'vomitou',
      'tomei',
      'tomou',
      'caiu',
      'cai',
      'enfiou',
      'enfiei',
      'meteu',
      'meti',
      'acordei',
      'acordou',
    ],
    ongoing: [
      'desde',
      'ainda',
      'continua',
      'continuo',
      'comecou',
      'comecaram',
      'comecei',
      'piorando',
      'sinto',
      'sente',
      'estou',
      'esta',
      'to',
      'ta',
      'tenho',
      'tem',
    ],
    again: ['de novo', 'novamente', 'outra vez', 'mesmo', 'mesma', 'voltou', 'voltaram', 'outro', 'outra'],
    now: ['agora', 'hoje', 'atualmente', 'ontem', 'recentemente', 'ultimamente', 'hj', 'esta manha', 'essa semana'],
    relatives: ['quem'],
    fillers: ['uns', 'umas', 'cerca', 'de', 'mais', 'muitos', 'bons', 'uma', 'vez', 'mas', 'isso', 'foi', 'ja', 'coisa', 'e', 'em'],
  },
  es: {
    openers: ['hace'],
    closers: ['atras'],
    units: ['ano', 'anos', 'mes', 'meses', 'decada', 'decadas'],
    phrases: [
      'el ano pasado',
      'de pequeno',
      'de pequena',
      'de nino',
      'de nina',
      'cuando era pequeno',
      'cuando era pequena',
      'cuando era nino',
      'cuando era nina',
      'en la infancia',
      'de joven',
      'cuando era joven',
      'de adolescente',
    ],
    eventVerbs: [
      'tuve',
      'inhalo',
      'inhale',
      'tuvo',
      'tuvimos',
      'tuvieron',
      'sufri',
      'sufrio',
      'hice',
      'hizo',
      'fue',
      'fui',
      'opere',
      'opero',
      'operaron',
      'rompi',
      'rompio',
      'dio',
      'di',
      'pase',
      'paso',
      'estuve',
      'estuvo',
      'desmaye',
      'perdi',
      'perdio',
      'vomite',
      'quise',
      'quiso',
      'cayo',
      'cai',
      'metio',
      'meti',
    ],
    ongoing: [
      'desde',
      'sigue',
      'sigo',
      'todavia',
      'aun',
      'empezo',
      'empezaron',
      'empece',
      'comenzo',
      'continua',
      'tengo',
      'tiene',
      'estoy',
      'esta',
    ],
    again: ['de nuevo', 'otra vez', 'nuevamente', 'mismo', 'misma', 'volvio', 'volvieron', 'otro', 'otra'],
    now: ['ahora', 'hoy', 'actualmente', 'ayer', 'ultimamente', 'recientemente', 'esta manana', 'esta semana'],
    relatives: ['quien', 'quienes'],
    fillers: ['unos', 'unas', 'cerca', 'de', 'mas', 'muchos', 'buenos', 'una', 'vez', 'pero', 'eso', 'fue', 'ya', 'como', 'en'],
  },
  de: {
    openers: ['vor'],
    closers: ['her'],
    units: ['jahr', 'jahren', 'jahre', 'monat', 'monaten', 'monate', 'jahrzehnt', 'jahrzehnten'],
    phrases: ['letztes jahr', 'letzten jahr', 'im letzten jahr', 'als kind', 'als ich klein war', 'als jugendlicher', 'damals'],
    // Only present forms that are no perfect-tense auxiliary ("habe … gehabt" is past).
    ongoing: [
      'seit',
      'immer noch',
      'noch immer',
      'angefangen',
      'begonnen',
      'anhaltend',
      'weiterhin',
      'tut',
      'tun',
      'fuhle',
      'fuhlt',
      'kann',
      'kriege',
      'bekomme',
    ],
    again: ['wieder', 'erneut', 'nochmal', 'noch mal', 'gleiche', 'gleichen', 'selbe', 'selben'],
    // "… und habe Brustschmerzen": after "und", haben/sein in the present most often tell of now.
    now: [
      'jetzt',
      'heute',
      'aktuell',
      'derzeit',
      'gestern',
      'momentan',
      'nun',
      'neuerdings',
      'heute morgen',
      'diese woche',
      'und habe',
      'und hat',
      'und bin',
      'und ist',
      'und ich habe',
      'und ich bin',
      'und er hat',
      'und sie hat',
      'und er ist',
      'und sie ist',
    ],
    relatives: [],
    fillers: ['etwa', 'ungefahr', 'rund', 'gut', 'uber', 'vielen', 'einmal', 'mal', 'aber', 'das', 'war', 'ist', 'schon', 'her', 'im'],
  },
  fr: {
    openers: ['il y a', 'y a'],
    closers: [],
    units: ['an', 'ans', 'annee', 'annees', 'mois', 'decennie'],
    phrases: [
      'l annee derniere',
      'annee derniere',
      'l an dernier',
      'a l adolescence',
      'quand j etais petit',
      'quand j etais petite',
      'quand j etais enfant',
      'dans mon enfance',
      'enfant j ai',
    ],
    // "j'ai une douleur" is now, "j'ai eu une douleur" is past.
    ongoing: [
      'depuis',
      'toujours',
      'commence',
      'commencee',
      'continue',
      'encore',
      'j ai mal',
      'j ai une',
      'j ai un',
      'j ai des',
      'j ai du',
      'j ai la',
      'j ai le',
      'j ai les',
      'a mal',
      'je me sens',
      'je sens',
    ],
    again: ['de nouveau', 'a nouveau', 'encore', 'recommence', 'revenu', 'revenue', 'meme', 'memes'],
    now: ['maintenant', 'aujourd hui', 'aujourdhui', 'actuellement', 'hier', 'ce matin', 'ce soir', 'cette semaine', 'en ce moment'],
    // "les cachets de ma mère qui est partie l'an dernier": the relative clause's time is its own.
    relatives: ['qui'],
    fillers: ['environ', 'plus', 'de', 'bien', 'nombreuses', 'une', 'fois', 'mais', 'c', 'etait', 'deja', 'en'],
  },
};

/** Told of the past, these still count: they are the person's history and exposures, not today's symptoms. */
const HISTORY: ReadonlySet<FindingId> = new Set<FindingId>([
  'recent_travel',
  'recent_surgery',
  'pregnancy',
  'postpartum',
  'diabetes',
  'immunosuppressed',
  'heart_disease',
  'anticoagulants',
  'smoker',
  'alcohol_intake',
  'drug_use',
  'unprotected_sex',
  'tick_bite',
  'allergen_exposure',
  'sick_contacts',
  'seizures_before',
]);

/** How many words may stand between an opener or closer and its unit ("vor gut zwei Jahren", "2 long years ago"). */
const UNIT_REACH = 3;

type Phrase = readonly string[];
const split = (phrases: readonly string[]): Phrase[] => phrases.map((phrase) => phrase.split(' '));

const compiled = new Map<
  Language,
  Record<Exclude<keyof PastWords, 'units' | 'fillers'>, Phrase[]> & {
    units: Set<string>;
    timeWords: Set<string>;
    partBreaks: Phrase[];
  }
>();
function wordsFor(language: Language) {
  let words = compiled.get(language);
  if (!words) {
    const source = PAST_WORDS[language];
    words = {
      openers: split(source.openers),
      closers: split(source.closers),
      units: new Set(source.units),
      phrases: split(source.phrases),
      eventVerbs: split(source.eventVerbs ?? []),
      ongoing: split(source.ongoing),
      again: split(source.again),
      now: split(source.now),
      relatives: split(source.relatives),
      // Where a part of the story ends: a turn to the present or a clause about someone else.
      partBreaks: split([...source.now, ...source.relatives]),
      // The words a time told on its own may be made of.
      timeWords: new Set([
        ...source.units,
        ...source.fillers,
        ...Object.keys(NUMBER_WORDS[language]),
        ...[...source.openers, ...source.closers, ...source.phrases].flatMap((phrase) => phrase.split(' ')),
      ]),
    };
    compiled.set(language, words);
  }
  return words;
}

function phraseAt(tokens: readonly Token[], at: number, phrase: Phrase): boolean {
  return phrase.every((word, offset) => tokens[at + offset]?.text === word);
}

function anyPhraseAt(tokens: readonly Token[], at: number, phrases: readonly Phrase[]): Phrase | undefined {
  return phrases.find((phrase) => phraseAt(tokens, at, phrase));
}

function anyPhraseIn(tokens: readonly Token[], from: number, to: number, phrases: readonly Phrase[]): boolean {
  for (let i = from; i < to; i++) if (anyPhraseAt(tokens, i, phrases)) return true;
  return false;
}

/** Parts of the story: split at clause ends, commas and the words that turn to the present. */
function parts(tokens: readonly Token[], language: Language): Array<[from: number, to: number]> {
  const { partBreaks } = wordsFor(language);
  const found: Array<[number, number]> = [];
  let from = 0;
  tokens.forEach((token, i) => {
    const breaks = token.kind === 'comma' || isClauseBreak(token, language) || anyPhraseAt(tokens, i, partBreaks) !== undefined;
    if (!breaks) return;
    if (i > from) found.push([from, i]);
    from = token.kind === 'word' ? i : i + 1;
  });
  if (tokens.length > from) found.push([from, tokens.length]);
  return found;
}

function unitWithin(tokens: readonly Token[], from: number, to: number, units: ReadonlySet<string>): boolean {
  for (let i = Math.max(0, from); i < Math.min(tokens.length, to); i++) if (units.has(tokens[i]!.text)) return true;
  return false;
}

function tellsOfLongAgo(tokens: readonly Token[], from: number, to: number, language: Language): boolean {
  const words = wordsFor(language);
  if (anyPhraseIn(tokens, from, to, words.ongoing)) return false;
  if (anyPhraseIn(tokens, from, to, words.phrases)) return true;
  for (let i = from; i < to; i++) {
    const opener = anyPhraseAt(tokens, i, words.openers);
    if (opener && unitWithin(tokens, i + opener.length, i + opener.length + UNIT_REACH + 1, words.units)) {
      if (words.eventVerbs.length === 0 || anyPhraseIn(tokens, from, to, words.eventVerbs)) return true;
    }
    const closer = anyPhraseAt(tokens, i, words.closers);
    if (closer && unitWithin(tokens, i - UNIT_REACH, i, words.units)) return true;
  }
  return false;
}

type Range = [from: number, to: number];

/** A part that is a time and nothing else: "2 years ago", "but that was years ago" (not a lone "39.5"). */
function onlyTime(tokens: readonly Token[], [from, to]: Range, language: Language): boolean {
  const { timeWords, units, phrases } = wordsFor(language);
  for (let i = from; i < to; i++) if (tokens[i]!.kind !== 'number' && !timeWords.has(tokens[i]!.text)) return false;
  // A year named ("back in 2019") is a time as much as "2 years ago".
  const yearNamed = tokens.slice(from, to).some((token) => token.kind === 'number' && /^(19|20)\d\d$/.test(token.text));
  return yearNamed || unitWithin(tokens, from, to, units) || anyPhraseIn(tokens, from, to, phrases);
}

/** Whether only commas stand between two neighbouring parts: no sentence end, no "now". */
function sameSentence(tokens: readonly Token[], before: Range, after: Range): boolean {
  for (let i = before[1]; i < after[0]; i++) if (tokens[i]!.kind !== 'comma') return false;
  return true;
}

/**
 * A time told apart from its event, by a comma ("I had a seizure once, 2 years ago", "Two years ago, I had a
 * stroke"), belongs to the part beside it in the same sentence: the one after it when it opens the sentence,
 * the one before it otherwise. A part about now is never joined to it.
 */
function withItsEvent(tokens: readonly Token[], found: readonly Range[], index: number, language: Language): Range {
  const part = found[index]!;
  if (!onlyTime(tokens, part, language)) return part;
  const { now } = wordsFor(language);
  const previous = found[index - 1];
  if (previous && sameSentence(tokens, previous, part))
    return anyPhraseIn(tokens, previous[0], previous[1], now) ? part : [previous[0], part[1]];
  // "Years ago, back in 2019, I had …": times told one after another stand for the event that follows them.
  let last = part;
  for (const next of found.slice(index + 1)) {
    if (!sameSentence(tokens, last, next)) return part;
    if (!onlyTime(tokens, next, language)) return anyPhraseIn(tokens, next[0], next[1], now) ? part : [part[0], next[1]];
    last = next;
  }
  return part;
}

/** Token ranges [from, to) of the parts of a text that tell of something long past. */
export function remotePastRanges(tokens: readonly Token[], language: Language): Range[] {
  if (anyPhraseIn(tokens, 0, tokens.length, wordsFor(language).again)) return [];
  const found = parts(tokens, language);
  const ranges = found.map((_, index) => withItsEvent(tokens, found, index, language));
  const longAgo = ranges.map(([from, to]) => tellsOfLongAgo(tokens, from, to, language));
  // A relative clause tells more of the clause before it: "il y a des années j'ai eu une plaie qui saignait" is all
  // past, while "les cachets de ma mère qui est partie l'an dernier" leaves the cachets of today.
  const { relatives } = wordsFor(language);
  for (let index = 1; index < ranges.length; index++) {
    const [from] = ranges[index]!;
    if (longAgo[index - 1] && anyPhraseAt(tokens, from, relatives) && sameSentence(tokens, ranges[index - 1]!, ranges[index]!))
      longAgo[index] = true;
  }
  return ranges.filter((_, index) => longAgo[index]);
}

/** Whether a finding found at tokens [start, end] is history told of long ago: it begins in a part told as long past. */
export function isRemotePast(finding: FindingId, span: { start: number; end: number }, ranges: ReadonlyArray<[number, number]>): boolean {
  return !HISTORY.has(finding) && ranges.some(([from, to]) => span.start >= from && span.start < to);
}

/** The text with its long-past parts blanked out, so a reading told of them ("85/55, two years ago") is not today's. */
export function withoutRemotePast(text: string, tokens: readonly Token[], ranges: ReadonlyArray<[number, number]>): string {
  let kept = text;
  for (const [from, to] of ranges) {
    const start = tokens[from]!.start;
    const end = tokens[to - 1]!.end;
    kept = kept.slice(0, start) + ' '.repeat(end - start) + kept.slice(end);
  }
  return kept;
}
