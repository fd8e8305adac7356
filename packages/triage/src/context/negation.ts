import type { Language } from '@app/contracts';
import { functionWords } from '../normalise/function-words';
import type { Token } from '../normalise/tokenise';

/**
 * Negation scopes, in the manner of NegEx (Chapman et al., 2001): a cue ("no", "sem", "kein", "pas de") negates
 * the first finding that follows it within a few words of the same clause, and the findings listed after it
 * ("no fever or cough"; "denies chest pain, dyspnoea and palpitations"). A comma ends the scope unless a list
 * closed by "and/or" follows ("kein Fieber, mir ist schwindelig": the dizziness stays present).
 * A few cues come after the finding ("chest pain denied"). A clause ends at . ; : ! ? ( ) or a contrast word
 * ("but", "mas", "pero", "aber", "mais").
 */
interface NegationWords {
  /** Cues before the finding; a phrase is space-separated, a trailing `*` matches any ending. */
  before: readonly string[];
  after: readonly string[];
  /**
   * Cues that reach only two words ahead: German "nicht" mostly negates the verb before it; "nada borroso" denies
   * the blur, but "nada me calma el dolor" does not deny the pain.
   */
  shortReach: readonly string[];
  /** Cues that negate only the word right before them: German "er sabbert nicht", "ich schwitze nicht". */
  rightAfter: readonly string[];
  /**
   * Phrases that open with a cue, or hold a cue told after a finding, but do not negate: French "pas mal" is "quite
   * a lot", German "initial unauffällig" normal only at first.
   */
  notNegating: readonly string[];
  /**
   * Phrases that open with a cue word and deny nothing that follows: "no sabemos cuánto rato estuvo debajo del
   * agua" does not know how long; "do nada veio uma dor" came out of nowhere; "pas mal de fièvre" is a lot of it.
   */
  notCues: readonly string[];
  clauseBreaks: readonly string[];
  /**
   * "and" with one of these after it starts a new clause with its own subject or verb ("sans lunettes et j'ai
   * reçu…", "já nem treme e está baralhada").
   */
  newSubjects: readonly string[];
  /**
   * Subject pronouns: a new clause of its own wherever one stands in a cue's reach, with or without "and" ("il arrive
   * plus à tousser ni à pleurer il devient violet"). Those that are also articles or objects ("el", "sie") are not.
   */
  subjectPronouns: readonly string[];
  /**
   * Verbs that start a statement of their own, the subject left out, past a cue's own verb: "não toma o remédio
   * sentiu do nada uma dor no peito" denies the tablets, not the pain.
   */
  statementVerbs: readonly string[];
  /**
   * Words that open a clause of its own after a comma, an object pronoun, a verb or a possessive: such an item is no
   * item of the denied list before it ("no perdió el conocimiento, le duele la cabeza y vomitó una vez").
   */
  clauseOpeners: readonly string[];
  /** "or"-words: a negated list runs on through them ("no fever or cough", "sem febre nem tosse"). */
  listJoiners: readonly string[];
  /** "and"-words: they close a comma list ("denies fever, chills and sweats") but alone do not extend one. */
  listClosers: readonly string[];
  /**
   * A negation in two parts, French "ne … pas": a finding right after the first part whose own words hold the second
   * ("ne plisse pas le front") states the finding, and the first part denies nothing more.
   */
  twoParts: { first: readonly string[]; second: readonly string[] };
}

export const NEGATION_WORDS: Readonly<Record<Language, NegationWords>> = {
  en: {
    before: [
      'nothing',
      'no',
      'non',
      'not',
      'without',
      'denies',
      'denied',
      'deny',
      'denying',
      'never',
      'nor',
      'none',
      'negative for',
      'free of',
      'absence of',
      'absent',
      'neither',
    ],
    after: ['denied', 'absent', 'negative', 'neg', 'ruled out'],
    shortReach: ['nothing'],
    rightAfter: [],
    notNegating: [],
    notCues: [
      'out of nothing',
      'nothing but',
      'do not know',
      'dont know',
      'not sure',
      'no idea',
      'not certain',
      'no clue',
      'without goggles',
      'without glasses',
      'without a helmet',
      // Without switching the power off: an action left undone, not a sign denied.
      'without turning off',
      'without switching off',
      'without turning the power off',
      // A choking child makes no sound: "no sound going blue" denies nothing after it.
      'no sound',
      'no noise',
    ],
    clauseBreaks: ['but', 'however', 'although', 'though', 'except', 'apart', 'yet', 'whereas', 'while', 'now', 'just'],
    newSubjects: ['it', 'now', 'is', 'was', 'has', 'turned', 'became'],
    subjectPronouns: ['i', 'he', 'she', 'we', 'they'],
    statementVerbs: ['felt', 'started', 'began', 'developed'],
    clauseOpeners: ['has', 'have', 'is', 'was', 'my', 'his', 'her', 'their'],
    listJoiners: ['or', 'nor', 'any'],
    listClosers: ['and', 'or'],
    twoParts: { first: [], second: [] },
  },
  pt: {
    before: [
      'nada',
      'nao',
      'sem',
      'nega',
      'negou',
      'negam',
      'negando',
      'nenhum',
      'nenhuma',
      'nunca',
      'nem',
      'ausencia de',
      'livre de',
      'negativo para',
    ],
    after: ['negado', 'negada', 'negados', 'negadas', 'ausente', 'ausentes', 'negativo', 'negativa', 'neg'],
    shortReach: ['nada'],
    // "febre não tenho": the object told first, its denial right after it ("respirar e não tenho a bombinha" denies
    // nothing).
    rightAfter: ['nao tenho', 'nao tem', 'nao teve'],
    notNegating: [],
    notCues: [
      'sem oculos',
      'sem parar',
      'sem capacete',
      'sem desligar',
      'sem som',
      'nenhum som',
      'sem barulho',
      'nao para de',
      // "não tá falando coisa com coisa": talking nonsense, the "não" part of the saying.
      'nao ta falando coisa com coisa',
      'nao esta falando coisa com coisa',
      'nao fala coisa com coisa',
      'nao falava coisa com coisa',
      'nao diz coisa com coisa',
      'nao dizia coisa com coisa',
      'do nada',
      'de nada',
      'nada mais',
      'nao sei',
      'nao sabemos',
      'nao sabe',
      'nao tenho certeza',
      'nao temos certeza',
      'nao faco ideia',
    ],
    clauseBreaks: ['mas', 'porem', 'contudo', 'entretanto', 'todavia', 'embora', 'exceto', 'agora'],
    newSubjects: ['agora', 'esta', 'estava', 'ta', 'ficou', 'tem', 'virou'],
    subjectPronouns: ['eu', 'ele', 'ela', 'eles', 'elas'],
    statementVerbs: ['sentiu', 'senti', 'comecou', 'comecei'],
    clauseOpeners: [
      'me',
      'lhe',
      'tem',
      'tenho',
      'esta',
      'estou',
      'ta',
      'to',
      'sinto',
      'sente',
      'senti',
      'sentiu',
      'sentia',
      'meu',
      'minha',
      'seu',
      'sua',
    ],
    listJoiners: ['ou', 'nem'],
    listClosers: ['e', 'ou'],
    twoParts: { first: [], second: [] },
  },
  es: {
    before: [
      'nada',
      'no',
      'sin',
      'niega',
      'nego',
      'niegan',
      'ningun',
      'ninguna',
      'ninguno',
      'nunca',
      'ni',
      'tampoco',
      'ausencia de',
      'negativo para',
    ],
    after: ['negado', 'negada', 'ausente', 'ausentes', 'negativo', 'negativa', 'neg'],
    shortReach: ['nada'],
    // "fiebre no tengo"; "me cuesta respirar y no tengo el epipen" denies nothing.
    rightAfter: ['no tengo', 'no tiene', 'no tuvo'],
    notNegating: [],
    notCues: [
      'sin gafas',
      'sin parar',
      'sin cesar',
      'sin casco',
      'sin cortar',
      'sin apagar',
      'sin desconectar',
      'sin sonido',
      'ningun sonido',
      'sin ruido',
      'de la nada',
      'de nada',
      'nada mas',
      'no se cuanto',
      'no se cuando',
      'no se si',
      'no se que',
      'no se q',
      'no sabemos',
      'no sabe',
      'no estoy segur*',
      'ni idea',
      'no tengo idea',
    ],
    clauseBreaks: ['pero', 'sino', 'aunque', 'excepto', 'salvo', 'ahora'],
    newSubjects: ['el', 'ahora', 'esta', 'estaba', 'tiene', 'quedo'],
    subjectPronouns: ['yo', 'ella', 'ellos', 'ellas'],
    statementVerbs: ['sintio', 'senti', 'empezo', 'empece'],
    clauseOpeners: [
      'le',
      'me',
      'te',
      'les',
      'nos',
      'tiene',
      'tengo',
      'esta',
      'estoy',
      'siento',
      'siente',
      'senti',
      'sintio',
      'sentia',
      'hay',
      'mi',
      'su',
    ],
    listJoiners: ['o', 'u', 'ni'],
    listClosers: ['y', 'e', 'o', 'u'],
    twoParts: { first: [], second: [] },
  },
  de: {
    before: [
      'kein*',
      'keen',
      'keene',
      'koi',
      'koa',
      'koane',
      'nicht',
      'nich',
      'nimmer',
      'nimma',
      'nimmi',
      'ohne',
      'nie',
      'niemals',
      'weder',
      'verneint',
      'frei von',
      'nichts',
    ],
    // "Fieber hat er keins", "schwanger bin ich nicht".
    after: [
      // A clinician's "Meningismus neg.", "Kernig neg".
      'neg',
      'verneint',
      // A doctor's note: "Miktion und Defäkation unauffällig", "Reithosensensibilität intakt".
      'unauffallig',
      'intakt',
      'nein',
      'negativ',
      'keins',
      'keines',
      // "schnaufa goht normal", "Atmung geht gut": the thing works as it should.
      'geht normal',
      'goht normal',
      'gaht normal',
      'geht gut',
      // "Atempausen haben wir keine bemerkt".
      'haben wir keine',
      'haben wir keinen',
      'haben wir nicht',
      'bin ich nicht',
      'habe ich nicht',
      'hab ich nicht',
      'hab ich aber nicht',
      'habe ich aber nicht',
      'hat er nicht',
      'hat sie nicht',
      'ist er nicht',
      'ist sie nicht',
      // "mir was antun will ich nicht": the wish denied after what is not wished.
      'will ich nicht',
      'will i nicht',
      // "an umbringen denk i nicht", "Blutverdünner nimmt er keine": the thought or the tablets denied after them.
      'denk ich nicht',
      'denke ich nicht',
      'denk i nicht',
      'denk ich nie',
      'denke ich nie',
      'nimmt er keine',
      'nimmt er keinen',
      'nimmt sie keine',
      'nimmt sie keinen',
      'nehme ich keine',
      'nehm ich keine',
      'nehme ich keinen',
      'nehm ich keinen',
      'nehm ich nicht',
      'nehme ich nicht',
      'nimmt er nicht',
      'nimmt sie nicht',
      'will er nicht',
      'will sie nicht',
      'mochte ich nicht',
      // "juckt sie anscheinend nicht", "tut es wohl nicht": the verb, its subject, a hedge, then the denial.
      'sie anscheinend nicht',
      'er anscheinend nicht',
      'es anscheinend nicht',
      'sie wohl nicht',
      'es wohl nicht',
      // "bewusstlos war sie auch nie"
      'war sie nicht',
      'war er nicht',
      'war sie nie',
      'war er nie',
      'war sie auch nie',
      'war er auch nie',
      'war ich nie',
      // "rote Bete hab ich keine gegessen"
      'hab ich keine',
      'habe ich keine',
      'hab ich keinen',
      'habe ich keinen',
    ],
    shortReach: ['nicht', 'nichts'],
    // "juckt sie nicht", "juckt ihn anscheinend nicht": the verb, its object pronoun, then the denial.
    rightAfter: [
      'nicht',
      'nich',
      'nie',
      'gar nicht',
      'gar net',
      'gar nie',
      'sie nicht',
      'ihn nicht',
      'ihr nicht',
      'es nicht',
      'ihn anscheinend nicht',
      'ihn wohl nicht',
    ],
    // "Sturz mit Kopfanprall, initial unauffällig": normal at first is no denial of what came after.
    notNegating: ['initial unauffallig', 'zunachst unauffallig', 'anfangs unauffallig'],
    notCues: [
      'aus dem nichts',
      'nichts als',
      'weiss nicht',
      'keine ahnung',
      'nicht sicher',
      'wissen nicht',
      'wisst nicht',
      'ohne brille',
      'ohne schutzbrille',
      'ohne helm',
      'ohne abzuschalten',
      'ohne auszuschalten',
      'kein ton',
      'keinen ton',
      'kein gerausch',
      'keinen laut',
      'ohne ende',
      'ohne pause',
      // "keine Distanzierung von Suizidalität": the doctor's note says the thoughts are there.
      'keine distanzierung',
    ],
    clauseBreaks: ['aber', 'jedoch', 'sondern', 'obwohl', 'ausser', 'trotzdem', 'dennoch', 'jetzt'],
    newSubjects: ['sie', 'es', 'jetzt', 'ist', 'war', 'wird', 'wurde', 'hat'],
    subjectPronouns: ['ich', 'er', 'wir'],
    statementVerbs: ['bekam', 'spurte', 'merkte'],
    clauseOpeners: ['mir', 'ihm', 'mich', 'habe', 'hab', 'hat', 'ist', 'bin', 'mein', 'meine', 'meinem', 'meiner', 'sein', 'seine'],
    listJoiners: ['oder', 'noch'],
    listClosers: ['und', 'oder'],
    twoParts: { first: [], second: [] },
  },
  fr: {
    before: ['pas', 'sans', 'aucun*', 'ni', 'jamais', 'ne', 'n', 'nie', 'niee', 'absence de', 'non', 'rien'],
    after: ['absent', 'absente', 'absents', 'nie', 'niee', 'negatif', 'negative', 'neg'],
    shortReach: ['rien'],
    // Spoken French drops the "ne": "elle vomit pas", "il respire pas".
    rightAfter: ['pas'],
    // "venu petit à petit, pas d'un coup": the "pas" denies what follows it.
    notNegating: ['pas mal de', 'pas mal d', 'pas d un coup', 'pas brutalement', 'pas soudainement'],
    notCues: [
      'sans lunettes',
      'sans arret',
      'sans cesse',
      'sans casque',
      'sans couper',
      'sans debrancher',
      'aucun son',
      'pas de son',
      'aucun bruit',
      'pas un bruit',
      'rien que',
      'pour un rien',
      'pour rien',
      'sais pas',
      'sait pas',
      'savons pas',
      'pas sur',
      'pas sure',
      'aucune idee',
      'pas mal de',
    ],
    clauseBreaks: ['mais', 'cependant', 'pourtant', 'sauf', 'toutefois', 'maintenant', 'juste'],
    newSubjects: ['nous', 'est', 'etait', 'devient'],
    subjectPronouns: ['j', 'je', 'il', 'elle', 'on', 'ils', 'elles'],
    statementVerbs: ['ressenti', 'ressentait'],
    clauseOpeners: ['me', 'm', 'lui', 'ai', 'est', 'suis', 'mon', 'ma', 'mes', 'son', 'sa', 'ses'],
    listJoiners: ['ou', 'ni', 'ni de', 'ou de'],
    listClosers: ['et', 'ou', 'et de', 'ou de'],
    twoParts: { first: ['ne', 'n'], second: ['pas', 'plus', 'jamais', 'point'] },
  },
};

/** How many words may separate a cue from the finding it negates ("je n'ai pas eu de fièvre"). */
const CUE_REACH = 5;
const SHORT_CUE_REACH = 2;

export interface Span {
  start: number;
  /** Index of the last token, inclusive. */
  end: number;
  /** The tokens that carry the finding when other words sit between them: only these are its own words. */
  parts?: readonly { start: number; end: number }[];
}

type Phrase = readonly string[];

const compiled = new Map<
  Language,
  {
    before: Phrase[];
    shortReach: Set<string>;
    after: Phrase[];
    rightAfter: Phrase[];
    notNegating: Phrase[];
    notCues: Phrase[];
    breaks: Set<string>;
    newSubjects: Set<string>;
    subjectPronouns: Set<string>;
    statementVerbs: Set<string>;
    clauseOpeners: Set<string>;
    firstParts: Set<string>;
    secondParts: Set<string>;
    joiners: Phrase[];
    closers: Phrase[];
  }
>();

function phrasesOf(list: readonly string[]): Phrase[] {
  return list.map((entry) => entry.split(' '));
}

function wordsFor(language: Language) {
  let entry = compiled.get(language);
  if (!entry) {
    const words = NEGATION_WORDS[language];
    entry = {
      before: phrasesOf(words.before),
      shortReach: new Set(words.shortReach),
      after: phrasesOf(words.after),
      rightAfter: phrasesOf(words.rightAfter),
      notNegating: phrasesOf(words.notNegating),
      notCues: phrasesOf(words.notCues),
      breaks: new Set(words.clauseBreaks),
      newSubjects: new Set([...words.newSubjects, ...words.subjectPronouns]),
      subjectPronouns: new Set(words.subjectPronouns),
      statementVerbs: new Set(words.statementVerbs),
      clauseOpeners: new Set(words.clauseOpeners),
      firstParts: new Set(words.twoParts.first),
      secondParts: new Set(words.twoParts.second),
      joiners: phrasesOf(words.listJoiners),
      closers: phrasesOf(words.listClosers),
    };
    compiled.set(language, entry);
  }
  return entry;
}

function wordMatches(pattern: string, word: string): boolean {
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** Length of the phrase from `phrases` that starts at `at`, or 0. */
function phraseAt(tokens: readonly Token[], at: number, phrases: readonly Phrase[]): number {
  for (const phrase of phrases) {
    if (phrase.every((word, offset) => tokens[at + offset]?.kind === 'word' && wordMatches(word, tokens[at + offset]!.text)))
      return phrase.length;
  }
  return 0;
}

/** The one-word cues of a language: a phrase may not skip over them ("vision is not blurry" is no match). */
export function negationWords(language: Language): ReadonlySet<string> {
  return new Set(NEGATION_WORDS[language].before.filter((cue) => !cue.includes(' ') && !cue.endsWith('*')));
}

/**
 * True when the cue here belongs to a phrase that denies nothing: one opening with it ("sin cortar la luz", "no
 * idea") or holding it ("wissen nicht wie viele fehlen").
 */
export function inNotCue(tokens: readonly Token[], at: number, language: Language): boolean {
  const { notCues } = wordsFor(language);
  return [0, 1, 2].some((back) => at - back >= 0 && phraseAt(tokens, at - back, notCues) > back);
}

/** True when the token ends a clause in this language: punctuation other than a comma, or a contrast word. */
/**
 * "Portioschiebeschmerz, β-hCG negativ": an item of its own after a comma takes the denial that follows it;
 * "Gedanken, mir etwas anzutun, habe ich nicht" has only small words there.
 */
function ownItemAfter(tokens: readonly Token[], comma: number, after: readonly Phrase[], language: Language): boolean {
  for (let at = comma + 1; at < comma + 3 && at < tokens.length; at++) {
    if (phraseAt(tokens, at, after) > 0) return false;
    if (tokens[at]!.kind === 'word' && !functionWords(language).has(tokens[at]!.text)) return true;
  }
  return false;
}

export function isClauseBreak(token: Token, language: Language): boolean {
  return token.kind === 'boundary' || (token.kind === 'word' && wordsFor(language).breaks.has(token.text));
}

/**
 * Which of `spans` (matched findings, by token position) are negated. Cue words inside a span are part of the
 * finding's own words ("can't breathe", "não consigo respirar") and are not cues.
 */
export function negatedSpans(tokens: readonly Token[], spans: readonly Span[], language: Language): Set<number> {
  const words = wordsFor(language);
  const negated = new Set<number>();
  const covered = new Uint8Array(tokens.length);
  const startsAt = new Map<number, number[]>();
  spans.forEach((span, index) => {
    for (const part of span.parts ?? [span]) for (let i = part.start; i <= part.end; i++) covered[i] = 1;
    startsAt.set(span.start, [...(startsAt.get(span.start) ?? []), index]);
  });

  const spanEndFrom = (at: number): number => Math.max(...startsAt.get(at)!.map((index) => spans[index]!.end));
  // "sin náuseas, foto/fonofobia, fiebre ni focalidad": a slash joins two items of a list into one.
  const slashed = (at: number): boolean => tokens[at]?.text === '/' || tokens[at + 1]?.text === '/';
  // "…, relajación de esfínteres ni mordedura": the words that open a list item before its finding, or make up an
  // item that is no finding ("sem cefaleias, alterações visuais, dor torácica ou dispneia").
  const leadsToItem = (at: number): boolean => {
    if (tokens[at]?.kind !== 'word' || phraseAt(tokens, at, words.closers) || phraseAt(tokens, at, words.joiners) || startsAt.has(at))
      return false;
    const itemEndsAt = (next: number) => startsAt.has(next) || tokens[next]?.kind === 'comma';
    return itemEndsAt(at + 1) || (tokens[at + 1]?.kind === 'word' && itemEndsAt(at + 2));
  };
  const opensClause = (at: number): boolean =>
    words.subjectPronouns.has(tokens[at]?.text ?? '') ||
    words.clauseOpeners.has(tokens[at]?.text ?? '') ||
    words.statementVerbs.has(tokens[at]?.text ?? '');
  const andWordAt = (at: number): boolean => phraseAt(tokens, at, words.closers) > 0 && phraseAt(tokens, at, words.joiners) === 0;

  /** True when, from `at`, only findings, commas and joiners follow up to a closing "and/or" and a finding. */
  const listFollows = (at: number, orOnly = false): boolean => {
    // Words before an item's finding are allowed only in a list closed by an "or"-word: "not even shivering, really
    // slow mumbling and very drowsy" lists what is there.
    let loose = false;
    for (let j = at; j < tokens.length;) {
      if ((j === at || tokens[j - 1]!.kind === 'comma') && opensClause(j)) return false;
      if (tokens[j]!.kind === 'comma' || slashed(j)) j += 1;
      else if (leadsToItem(j)) {
        loose = true;
        j += 1;
      } else if (startsAt.has(j)) j = spanEndFrom(j) + 1;
      else {
        // "sin cefalea, dolor torácico, disnea ni alteraciones visuales", "sem cefaleia, dor torácica ou alterações
        // visuais": a closing "or"-word keeps the list denied whether or not its last item is a finding; a closing
        // "and" only before a finding ("no fever, cough and I feel tired").
        if (phraseAt(tokens, j, words.joiners) > 0) return true;
        const closer = phraseAt(tokens, j, words.closers);
        return closer > 0 && !loose && !orOnly && (startsAt.has(j + closer) || phraseAt(tokens, j, words.before) > 0);
      }
    }
    return false;
  };

  const orListFollows = (at: number): boolean => startsAt.has(at) && listFollows(at, true);

  let active = false;
  let reach = 0;
  let cueEnd = 0;
  let listing = false;
  let commaList = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (isClauseBreak(token, language) || (phraseAt(tokens, i, words.closers) > 0 && words.newSubjects.has(tokens[i + 1]?.text ?? ''))) {
      active = false;
      continue;
    }
    const starting = startsAt.get(i);
    // "no poo and not passing wind": a finding whose own words open with a negation is stated, not denied again; so is
    // one right after the first part of a two-part cue whose own words hold the second ("ne plisse pas le front").
    const ownDenial =
      starting !== undefined &&
      i === cueEnd + 1 &&
      words.firstParts.has(tokens[cueEnd]?.text ?? '') &&
      starting.some((index) => tokens.slice(i, spans[index]!.end + 1).some((token) => words.secondParts.has(token.text)));
    if (starting && active && (phraseAt(tokens, i, words.before) > 0 || ownDenial)) {
      active = false;
      i = spanEndFrom(i);
      continue;
    }
    if (starting && active) {
      let end = i;
      for (const index of starting) {
        negated.add(index);
        end = Math.max(end, spans[index]!.end);
      }
      // Findings inside the negated one share its fate ("no chest pain radiating to the arm").
      spans.forEach((span, index) => {
        if (span.start > i && span.start <= end) negated.add(index);
      });
      listing = true;
      i = end;
      continue;
    }
    if (!covered[i]) {
      const notCue = phraseAt(tokens, i, words.notCues);
      if (notCue > 0) {
        i += notCue - 1;
        continue;
      }
      const cueLength = phraseAt(tokens, i, words.before);
      if (cueLength > 0) {
        active = true;
        listing = false;
        commaList = false;
        reach = cueLength === 1 && words.shortReach.has(token.text) ? SHORT_CUE_REACH : CUE_REACH;
        i += cueLength - 1;
        cueEnd = i;
        continue;
      }
    }
    if (!active) continue;
    if (listing) {
      if (token.kind === 'comma') {
        commaList = listFollows(i + 1);
        if (!commaList) active = false;
        continue;
      }
      // Only "or"-words extend a list on their own ("kein Fieber und mir ist schwindelig" keeps the dizziness);
      // "and" may close a comma list.
      const joiner = phraseAt(tokens, i, words.joiners) || (commaList ? phraseAt(tokens, i, words.closers) : 0);
      if (joiner > 0) i += joiner - 1;
      else if (commaList && (slashed(i) || leadsToItem(i))) continue;
      // "sin confusión posterior, relajación de esfínteres ni mordedura": a word that qualifies the item before a
      // comma list goes on.
      else if (tokens[i + 1]?.kind === 'comma' && listFollows(i + 2)) continue;
      else active = false;
    } else if (
      token.kind === 'comma'
        ? !orListFollows(i + 1)
        : --reach < 0 || words.subjectPronouns.has(token.text) || (i > cueEnd + 1 && (andWordAt(i) || words.statementVerbs.has(token.text)))
    ) {
      // Before its first finding a cue does not reach across a comma ("No, I have a fever") unless a list closed by
      // an "or"-word follows ("No dolor, fotofobia ni secreción"), nor across a new subject or an "and" ("kein
      // Geräusch mehr und läuft blau an"); right after the cue an "and" may be a verb ("não é maior", folded "e").
      active = false;
    }
  }

  const deniedAfter = new Set<number>();
  spans.forEach((span, index) => {
    if (negated.has(index)) return;
    const next = span.end + 1;
    // "elle ne se réveille pas": a finding told with its own negation keeps the closing "pas".
    const toldNegatively = tokens.slice(span.start, next).some((_, offset) => phraseAt(tokens, span.start + offset, words.before) > 0);
    if (
      phraseAt(tokens, next, words.rightAfter) > 0 &&
      !covered[next] &&
      !toldNegatively &&
      phraseAt(tokens, next, words.notNegating) === 0
    ) {
      negated.add(index);
      return;
    }
    for (let i = span.end + 1; i <= span.end + 3 && i < tokens.length; i++) {
      if (isClauseBreak(tokens[i]!, language)) break;
      if (tokens[i]!.kind === 'comma' && ownItemAfter(tokens, i, words.after, language)) break;
      if (!covered[i] && phraseAt(tokens, i, words.after) > 0 && phraseAt(tokens, i - 1, words.notNegating) === 0) {
        negated.add(index);
        deniedAfter.add(index);
        break;
      }
    }
  });
  // "Reithosenanästhesie und Blasen-/Mastdarmstörung verneint": a denial told after a list denies every item of it.
  // From the last item back, so that a denial reaches a whole list ("A und B und C verneint").
  const fromLast = spans.map((_, index) => index).sort((a, b) => spans[b]!.start - spans[a]!.start);
  for (const index of fromLast) {
    const span = spans[index]!;
    if (negated.has(index)) continue;
    const closer = phraseAt(tokens, span.end + 1, words.closers);
    if (closer === 0) continue;
    const next = span.end + 1 + closer;
    // The next item may open with words of its own ("und Blasen-/Mastdarmstörung").
    const following = spans.findIndex(
      (other, at) =>
        other.start >= next &&
        other.start <= next + 3 &&
        deniedAfter.has(at) &&
        !tokens.slice(next, other.start).some((token) => token.kind === 'comma' || isClauseBreak(token, language)),
    );
    if (following >= 0) {
      negated.add(index);
      deniedAfter.add(index);
    }
  }
  return negated;
}
