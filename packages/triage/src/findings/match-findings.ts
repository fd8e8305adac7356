import type { Language } from '@app/contracts';
import { allowedEdits, editDistance, prefixEditDistance } from '../normalise/fuzzy';
import { functionWords } from '../normalise/function-words';
import { negationWords } from '../context/negation';
import { foldText } from '../normalise/fold-text';
import type { Token } from '../normalise/tokenise';
import { tokenise } from '../normalise/tokenise';
// A word the concept vocabulary knows is no typo ("abgeschlossen" is not "angeschossen").
import { vocabularyWords } from '../concepts/tag-concepts';
import type { FindingId } from './finding-ids';
import { LEXICON } from './lexicon';
import type { LanguageLexicon } from './lexicon-types';

/** One place in the text where a finding's words were found; `end` is the last token, inclusive. */
export interface FindingMatch {
  finding: FindingId;
  start: number;
  end: number;
  /** The token ranges that carry the finding, when other words sit between them ("face … droopy"). */
  parts?: readonly { start: number; end: number }[];
}

/** A pattern word: exact ("chest"), a prefix ("vomit*"), any one word ("*"), any number ("#") or a week of pregnancy ("#gw"). */
interface PatternWord {
  key: string;
}

interface CompiledPattern {
  finding: FindingId;
  words: readonly PatternWord[];
}

const ANY_WORD = '*';
const ANY_NUMBER = '#';
/** A number that can be a week of pregnancy: 5 to 42 ("to com 26 semanas", "32. Woche"). */
const PREGNANCY_WEEK = '#gw';
const isPregnancyWeek = (text: string) => /^\d{1,2}$/.test(text) && Number(text) >= 5 && Number(text) <= 42;

/**
 * Ordinary words a typo corrector must leave alone: each is one edit away from a lexicon word of the same
 * language ("sweet" → "sweat", "never" is safe only because first letters must agree).
 */
const NEVER_CORRECTED: Readonly<Record<Language, readonly string[]>> = {
  en: [
    // Without fever ("afebril") is no fever ("febril").
    'afebrile',
    // A raised neutrophil count ("neutrophilia") is the opposite of a low one ("neutropenia").
    'neutrophilia',
    'automatic',
    'automatically',
    // The illness named is no stiff neck ("meningism"): "paranoid that it's meningitis".
    'meningitis',
    // "icy poles" are no piles.
    'poles',
    'pole',
    'sweet',
    'sweets',
    'heard',
    'heart',
    'hurts',
    'hours',
    'shower',
    'father',
    'faster',
    'feels',
    'fever',
    'bitter',
    'sitting',
    'cutting',
    'tried',
    'three',
    'there',
    'these',
    'those',
    'where',
    'which',
    'while',
    'might',
    'night',
    'right',
    'light',
    'weight',
    'eight',
    'since',
    'still',
    'times',
    'worse',
    'nurse',
    'house',
    'horse',
    'cough',
    'rough',
    'tough',
    'stool',
    'school',
    'sleep',
    'steep',
    'think',
    'thing',
    'things',
    'drink',
    'breathe',
    'breath',
    'bread',
    'chase',
    'chess',
    'cold',
    'stung',
    'strung',
    'inversion',
    'version',
    'works',
    'warms',
    // Everyday words one letter from a finding's word, seen corrected onto it: a chemist (chemo), miles and moves
    // (moles).
    'chemist',
    'chemists',
    'miles',
    'moves',
  ],
  pt: [
    // Without fever ("afebril") is no fever ("febril").
    'afebril',
    // "apanhei um susto do caraças": a fright (no outbreak, "surto") and a swear word (no tick, "carraças").
    'susto',
    'caracas',
    // The gallbladder ('cólicas da vesícula') is no blister ('vesículas').
    'vesicula',
    // A wound that stopped bleeding ("hemostase com compressão") coughs up no blood ("hemoptise").
    'hemostase',
    'hemostasia',
    'automatico',
    'automatica',
    'automaticamente',
    // The illness named is no stiff neck ("meningism"): "paranoid that it's meningitis".
    'meningite',
    // "refeições fartas" (big meals) are no splinters ("farpas").
    'farta',
    'fartas',
    'farto',
    'fartos',
    // "igual a de sempre" is no swollen gland ("íngua").
    'igual',
    'iguais',
    // "a doer tanto" is no dizziness ("tonto").
    'tanto',
    'tanta',
    'tantos',
    'tantas',
    'peito',
    'feito',
    'perto',
    'porta',
    'certo',
    'dores',
    'mesmo',
    'mesma',
    'muito',
    'pouco',
    'tenho',
    'estou',
    'sinto',
    'desde',
    'antes',
    'depois',
    'noite',
    'tarde',
    'forte',
    'fraco',
    'sente',
    'tosse',
    'febre',
    'falta',
    'ontem',
    'horas',
    'vezes',
    'manha',
    'quando',
    'ainda',
    'agora',
    'comer',
    'beber',
    'parto',
    'parte',
    'corte',
    'morte',
    'sorte',
    'calor',
    'cabeca',
    'braco',
    'passo',
    'passa',
    'massa',
    'solucao',
    'solucoes',
    // "cor de vinho tinto" (red wine) is no dizziness ("tonto").
    'tinto',
    // Everyday words one letter from a finding's word, seen corrected onto it: a vaccine (vagina), a reflex (reflux),
    // cheese (chin), the rest (face), feeling (stent), a night out (shot), relaxing (lowered consciousness).
    'vacina',
    'reflexo',
    'queijo',
    'resto',
    'sentindo',
    'balada',
    'relaxamento',
  ],
  es: [
    // Without fever ("afebril") is no fever ("febril").
    'afebril',
    // "me he levantado" (got up) is no sleep in the eyes ("legañas").
    'levantado',
    'levantada',
    'levanto',
    'levante',
    // "vuelvo a estar pitando" (it comes back) is no "vuelco" (a car rolling over).
    'vuelvo',
    'vuelve',
    'vuelva',
    // "disnea con 2 pisos" (floors climbed) is no wheeze ("pitos").
    'pisos',
    'automatico',
    'automatica',
    'automaticamente',
    // The illness named is no stiff neck ("meningism"): "paranoid that it's meningitis".
    'meningitis',
    'pecho',
    'hecho',
    'techo',
    'mucho',
    'mucha',
    'poco',
    'tengo',
    'estoy',
    'siento',
    'desde',
    'antes',
    'noche',
    'tarde',
    'fuerte',
    'horas',
    'veces',
    'manana',
    'cuando',
    'todavia',
    'ahora',
    'comer',
    'beber',
    'parto',
    'parte',
    'corte',
    'muerte',
    'suerte',
    'calor',
    'cabeza',
    'brazo',
    'paso',
    'pasa',
    'masa',
    'todos',
    'otros',
    'vuelto',
    'vuelta',
    'quedado',
    'quedada',
    'quedo',
    'pasado',
    'pasada',
    // Everyday words one letter from a finding's word, seen corrected onto it: a reflex (reflux), feeling (stent),
    // padel (paper), fatal (fetal).
    'reflejo',
    'siento',
    'padel',
    'fatal',
  ],
  de: [
    // Cats ("den katzen futter hingestellt") are no vomiting ("kotzen").
    'katzen',
    'katze',
    // Blowing the nose ("schnäuzen") is no puffing for breath ("schnaufen").
    'schnauzen',
    'schneuzen',
    // Without fever ("afebril") is no fever ("febril").
    'afebril',
    // Gaming ("beim Zocken") is no tick ("Zecken").
    'zocken',
    // "rauch halt noch" (I still smoke) is no intoxication ('Rausch').
    'rauch',
    'automatisch',
    // The illness named is no stiff neck ("meningism"): "paranoid that it's meningitis".
    'meningitis',
    'seit',
    'heute',
    'gestern',
    'morgen',
    'abends',
    'nachts',
    'stunden',
    'tagen',
    'wochen',
    'immer',
    'schon',
    'wieder',
    'stark',
    'starke',
    'leicht',
    'habe',
    'haben',
    'seine',
    'meine',
    'keine',
    'einen',
    'einer',
    'nicht',
    'schwer',
    'liegen',
    'legen',
    'gehen',
    'stehen',
    'sehen',
    'essen',
    'trinken',
    'warm',
    'rechts',
    'links',
    'hinten',
    'oben',
    'unten',
    'kinder',
    'rinder',
    'husten',
    'fieber',
    'warte',
    'warten',
    'wartet',
    'laufe',
    'tropfen',
    'apotheke',
    'apotheker',
    'schnitzel',
    'krampf',
    'krampfe',
    'krampfig',
    'krampfartig',
    // Austrian "verkühlt" (has a cold) is not "verkohlt" (charred); "am Ritten" (a mountain) is no cutting ("ritzen").
    'verkuhlt',
    'ritten',
    // Everyday words one letter from a finding's word, seen corrected onto it: the epididymis (sinuses), crawling
    // (tingling), age (after).
    'nebenhoden',
    'krabbelt',
    'alter',
    // Earwax is no earache ("Ohrenschmerz"); an ear that rushes ("rauscht") does not smoke ("raucht").
    'ohrenschmalz',
    'rauscht',
  ],
  fr: [
    // Without fever ("afebril") is no fever ("febril").
    'afebrile',
    // "en pilote automatique" is no self-harm ("automutilation").
    'automatique',
    'automatiquement',
    // A formed stool ("moulé") is no aching body ("moulu").
    'moule',
    'moulee',
    // Blisters "en grappe" (in a cluster) are no flu ("grippe").
    'grappe',
    // The illness named is no stiff neck ("meningism"): "paranoid that it's meningitis".
    'meningite',
    // "ma soeur" is no sweat ("sueur"), "la friteuse" no chill ("frileuse"), "elle monte" no clamminess ("moite"),
    // "griffé" no transplant ("greffé").
    'soeur',
    // A spacer's "chambre d'inhalation" is no sunstroke ("insolation").
    'inhalation',
    'soeurs',
    'friteuse',
    'monte',
    'griffe',
    // "la plage" is no wound ("plaie").
    'plage',
    // Sounds too loud ("hyperacousie") are the opposite of hearing less ("hypoacousie").
    'hyperacousie',
    'depuis',
    'hier',
    'matin',
    'soir',
    'heures',
    'jours',
    'semaines',
    'toujours',
    'encore',
    'forte',
    'fort',
    'leger',
    'legere',
    'avoir',
    'etais',
    'etait',
    'suis',
    'avec',
    'dans',
    'pour',
    'tres',
    'plus',
    'moins',
    'mange',
    'manger',
    'boire',
    'droite',
    'gauche',
    'coucher',
    'toucher',
    'tousse',
    'fievre',
    'douleur',
    'douleurs',
    'rouge',
    'route',
    // Everyday words one letter from a finding's word, seen corrected onto it: a room (stool), our (black), a shirt
    // (chemo).
    'salle',
    'notre',
    'chemise',
    'chemises',
  ],
};

/** Words a phrase may not skip besides the negation cues: "no sé qué me pasa" is no "no se me pasa". */
const NO_GAP: Readonly<Record<Language, readonly string[]>> = { en: ['on'], pt: [], es: ['que', 'q'], de: [], fr: [] };

interface CompiledLanguage {
  byFirstWord: Map<string, CompiledPattern[]>;
  exactWords: Set<string>;
  prefixStems: Set<string>;
  /** Words and stems long enough to forgive typos in, by first letter. */
  fuzzyExact: Map<string, string[]>;
  fuzzyStems: Map<string, string[]>;
  neverCorrected: Set<string>;
  /** Words a phrase may not skip over: negation cues. */
  noGap: ReadonlySet<string>;
  keysCache: Map<string, readonly string[]>;
}

function compileWord(raw: string): PatternWord[] {
  if (raw === ANY_WORD || raw === ANY_NUMBER || raw === PREGNANCY_WEEK) return [{ key: raw }];
  const isPrefix = raw.endsWith('*');
  const folded = tokenise(foldText(isPrefix ? raw.slice(0, -1) : raw)).filter((token) => token.kind === 'word' || token.kind === 'number');
  return folded.map((token, index) => ({ key: isPrefix && index === folded.length - 1 ? `p:${token.text}` : `w:${token.text}` }));
}

function pushTo<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function compileLanguage(lexicon: LanguageLexicon, language: Language): CompiledLanguage {
  const compiled: CompiledLanguage = {
    byFirstWord: new Map(),
    exactWords: new Set(),
    prefixStems: new Set(),
    fuzzyExact: new Map(),
    fuzzyStems: new Map(),
    neverCorrected: new Set([...NEVER_CORRECTED[language], ...functionWords(language), ...vocabularyWords(language)]),
    noGap: new Set([...negationWords(language), ...NO_GAP[language]]),
    keysCache: new Map(),
  };
  for (const [finding, phrases] of Object.entries(lexicon) as [FindingId, readonly string[]][]) {
    for (const phrase of phrases) {
      const words = phrase.trim().split(/\s+/).flatMap(compileWord);
      const first = words[0];
      if (!first || first.key === ANY_WORD) continue;
      pushTo(compiled.byFirstWord, first.key, { finding, words });
      for (const { key } of words) {
        const text = key.slice(2);
        if (key.startsWith('w:')) compiled.exactWords.add(text);
        else if (key.startsWith('p:')) compiled.prefixStems.add(text);
      }
    }
  }
  const isWord = (text: string) => /^[a-z]/.test(text);
  for (const word of compiled.exactWords) if (isWord(word) && allowedEdits(word.length) > 0) pushTo(compiled.fuzzyExact, word[0]!, word);
  for (const stem of compiled.prefixStems) if (isWord(stem) && allowedEdits(stem.length) > 0) pushTo(compiled.fuzzyStems, stem[0]!, stem);
  return compiled;
}

/** Compiled once at module load: the per-analysis work is lookups, not scans of the lexicon. */
const COMPILED: Readonly<Record<Language, CompiledLanguage>> = {
  pt: compileLanguage(LEXICON.pt, 'pt'),
  en: compileLanguage(LEXICON.en, 'en'),
  es: compileLanguage(LEXICON.es, 'es'),
  de: compileLanguage(LEXICON.de, 'de'),
  fr: compileLanguage(LEXICON.fr, 'fr'),
};

const KEYS_CACHE_LIMIT = 20_000;

function computeKeys(compiled: CompiledLanguage, text: string, isNumber: boolean): string[] {
  const keys: string[] = [];
  if (compiled.exactWords.has(text)) keys.push(`w:${text}`);
  for (let length = 1; length <= text.length; length++) {
    const stem = text.slice(0, length);
    if (compiled.prefixStems.has(stem)) keys.push(`p:${stem}`);
  }
  if (isNumber) keys.push(ANY_NUMBER, ...(isPregnancyWeek(text) ? [PREGNANCY_WEEK] : []));
  if (keys.length > 0 || isNumber || allowedEdits(text.length) === 0 || compiled.neverCorrected.has(text)) return keys;
  // Typos: same first letter (people rarely mistype it, and it keeps "never" from becoming "fever").
  const first = text[0]!;
  for (const word of compiled.fuzzyExact.get(first) ?? []) {
    const edits = allowedEdits(Math.min(word.length, text.length));
    if (edits > 0 && editDistance(text, word, edits) <= edits) keys.push(`w:${word}`);
  }
  for (const stem of compiled.fuzzyStems.get(first) ?? []) {
    // The typo must sit in the stem itself: a much longer word is another word ("delir*" is not "delimitadas").
    const edits = allowedEdits(stem.length);
    if (text.length >= stem.length - 1 && text.length <= stem.length + 4 && prefixEditDistance(stem, text, edits) <= edits)
      keys.push(`p:${stem}`);
  }
  return keys;
}

function keysOf(compiled: CompiledLanguage, token: Token): readonly string[] {
  if (token.kind !== 'word' && token.kind !== 'number') return [];
  const cached = compiled.keysCache.get(token.text);
  if (cached) return cached;
  const keys = computeKeys(compiled, token.text, token.kind === 'number');
  if (compiled.keysCache.size >= KEYS_CACHE_LIMIT) compiled.keysCache.clear();
  compiled.keysCache.set(token.text, keys);
  return keys;
}

function wordFits(word: PatternWord, token: Token | undefined, keys: readonly string[]): boolean {
  if (!token || (token.kind !== 'word' && token.kind !== 'number')) return false;
  if (word.key === ANY_NUMBER) return token.kind === 'number';
  if (word.key === PREGNANCY_WEEK) return token.kind === 'number' && isPregnancyWeek(token.text);
  return word.key === ANY_WORD || keys.includes(word.key);
}

/** A phrase may skip one ordinary word or a comma ("rot, warm" as "rot warm"), never a negation cue. */
function canSkip(compiled: CompiledLanguage, token: Token | undefined): boolean {
  if (token?.kind === 'comma') return true;
  return token?.kind === 'word' && !compiled.noGap.has(token.text) && !/^(?:kein|aucun)/.test(token.text);
}

/**
 * Where each finding's words occur. A phrase may have one extra word inside it ("dor forte no peito" matches
 * "dor no peito"), never across punctuation and never a negation ("vision is not blurry").
 */
export function matchFindings(tokens: readonly Token[], language: Language): FindingMatch[] {
  const compiled = COMPILED[language];
  const keys = tokens.map((token) => keysOf(compiled, token));
  const matches: FindingMatch[] = [];
  const seen = new Set<string>();
  for (let start = 0; start < tokens.length; start++) {
    for (const key of keys[start]!) {
      for (const pattern of compiled.byFirstWord.get(key) ?? []) {
        let position = start;
        let gapUsed = false;
        let matched = true;
        for (let index = 1; index < pattern.words.length; index++) {
          const word = pattern.words[index]!;
          if (wordFits(word, tokens[position + 1], keys[position + 1] ?? [])) {
            position += 1;
          } else if (
            !gapUsed &&
            word.key !== ANY_WORD &&
            canSkip(compiled, tokens[position + 1]) &&
            wordFits(word, tokens[position + 2], keys[position + 2] ?? [])
          ) {
            position += 2;
            gapUsed = true;
          } else {
            matched = false;
            break;
          }
        }
        if (!matched) continue;
        const id = `${pattern.finding}:${start}:${position}`;
        if (seen.has(id)) continue;
        seen.add(id);
        matches.push({ finding: pattern.finding, start, end: position });
      }
    }
  }
  return matches;
}
