import type { Language } from '@app/contracts';
import type { TypicalDuration } from '../knowledge/types';
import type { Span } from './negation';
import type { Token } from '../normalise/tokenise';
import { numberPattern, readNumber } from './number-words';
import { ES_CHILD, PT_CHILD } from './patient';

export interface TimeCourse {
  /** How long the symptoms have lasted, in hours. */
  durationHours?: number;
  /**
   * The longest duration stated under a year: how long a pattern has gone on when an episode's minutes are told
   * too ("for 2 months, tight on the stairs, gone within 3 minutes of rest").
   */
  courseHours?: number;
  /** The symptoms began suddenly (seconds to minutes). */
  suddenOnset?: boolean;
  /** The most minutes any count in the text tells ("a fit of 7 minutes", "drowsy for 20 min"): how long an episode lasted. */
  mostMinutes?: number;
}

const HOURS_PER: Readonly<Record<'minute' | 'hour' | 'day' | 'week' | 'month' | 'year', number>> = {
  minute: 1 / 60,
  hour: 1,
  day: 24,
  week: 24 * 7,
  month: 24 * 30,
  year: 24 * 365,
};
type Unit = keyof typeof HOURS_PER;

interface DurationWords {
  /** Words before a duration: "for", "há", "seit", "depuis". */
  before: string;
  /** Words after one: "ago", "atrás", "lang". */
  after: string;
  /** Hedges between the word and the number: "about", "mais de". */
  hedges: string;
  units: Readonly<Record<Unit, string>>;
  /** Durations said without a number, in hours ("since yesterday"). */
  phrases: readonly (readonly [RegExp, number])[];
  sudden: RegExp;
  /** The day of an illness ("its day 4 now", "Tag 3", "depuis J4", "4º día"), which has lasted a day less. */
  dayOfIllness: RegExp;
  /**
   * A complaint "de" days, weeks or months: "tos de 3 semanas", "dor de 2 meses". Not after these words, where
   * the same words give an age or a pregnancy ("bebé de 3 semanas", "grávida de 30 semanas").
   */
  of?: { notAfter: string };
}

const WORDS: Readonly<Record<Language, DurationWords>> = {
  en: {
    before: 'for|since|past|last|over|lasting|about|started|began|going on|goin on',
    after: 'ago|now|straight|running|of|history',
    hedges: 'about|around|roughly|almost|nearly|over|more than|the last|the past|a|an',
    units: { minute: 'minutes?|mins?', hour: 'hours?|hrs?|h', day: 'days?', week: 'weeks?|wks?', month: 'months?', year: 'years?|yrs?' },
    phrases: [
      // Minutes told in words: "seit ner halben Stunde".
      [/\bhalf an hour\b|\bhalf hour\b|\bfew minutes\b/, 0.5],
      [/\bsince (?:this morning|today|earlier)\b|\bthis morning\b|\bfew hours\b/, 6],
      [/\blast night\b|\bovernight\b|\bsince last night\b/, 12],
      [/\bsince yesterday\b|\byesterday\b/, 24],
      [/\bfew days\b|\bcouple of days\b|\bsince the weekend\b/, 72],
      [/\bfor weeks\b|\bfew weeks\b/, 24 * 14],
      // "for the last month or so": a month told without a number.
      [/\b(?:the|this) (?:last|past) month\b/, 24 * 30],
      [/\bfor months\b|\bfew months\b/, 24 * 60],
    ],
    sudden:
      /\b(?:sudden(?:ly)?|abrupt(?:ly)?|all of a sudden|out of (?:nowhere|the blue)|came on (?:fast|quickly)|within (?:seconds|a minute))\b/,
    dayOfIllness: /\bday\s+(\d{1,2})\b/g,
  },
  pt: {
    before: 'ha|faz|desde|durante|por|a|ja',
    of: { notAfter: `${PT_CHILD}|gravida|gestante|gravidez|gestacao|idade|estou|to|ta|esta` },
    after: 'atras|seguidos|seguidas',
    hedges: 'mais de|menos de|cerca de|quase|uns|umas|uns|os ultimos|as ultimas|uns bons',
    units: { minute: 'minutos?|min', hour: 'horas?|h', day: 'dias?', week: 'semanas?', month: 'meses|mes', year: 'anos?' },
    phrases: [
      // Minutes told in words: "seit ner halben Stunde".
      [/\bmeia hora\b|\bpoucos minutos\b/, 0.5],
      [/\b(?:desde (?:hoje|esta manha|hoje de manha|de manha|cedo))\b|\bhoje de manha\b|\bhoje cedo\b|\bpoucas horas\b/, 6],
      [/\bontem a noite\b|\bdesde a noite\b|\bde madrugada\b|\bdesde ontem a noite\b/, 12],
      [/\bdesde ontem\b|\bontem\b/, 24],
      [/\b(?:alguns|uns|poucos) dias\b|\bdesde o fim de semana\b/, 72],
      [/\b(?:ha|faz) semanas\b|\balgumas semanas\b/, 24 * 14],
      [/\b(?:ha|faz) meses\b|\balguns meses\b/, 24 * 60],
    ],
    sudden:
      /\b(?:de repente|derrepente|repentin[oa](?:mente)?|subit[oa](?:mente)?|subitamente|do nada|de uma hora para outra|de uma hora pra outra|abrupt[oa](?:mente)?|de supetao)\b/,
    dayOfIllness: /\b(\d{1,2})\s*(?:°|o)\s*dia\b/g,
  },
  es: {
    before: 'hace|desde|durante|por|lleva|llevo|llevamos|ya',
    of: { notAfter: `${ES_CHILD}|embarazada|gestante|embarazo|gestacion|edad|estoy|esta` },
    after: 'atras|seguidos|seguidas',
    hedges: 'mas de|menos de|cerca de|casi|unos|unas|los ultimos|las ultimas|como',
    units: { minute: 'minutos?|min', hour: 'horas?|h', day: 'dias?', week: 'semanas?', month: 'meses|mes', year: 'anos?' },
    phrases: [
      // Minutes told in words: "seit ner halben Stunde".
      [/\bmedia hora\b|\bunos minutos\b|\bpocos minutos\b/, 0.5],
      [/\bdesde (?:hoy|esta manana|por la manana)\b|\besta manana\b|\bpocas horas\b/, 6],
      [/\banoche\b|\bdesde anoche\b|\bde madrugada\b/, 12],
      [/\bdesde ayer\b|\bayer\b/, 24],
      [/\b(?:algunos|unos|pocos) dias\b|\bdesde el fin de semana\b/, 72],
      [/\bhace semanas\b|\balgunas semanas\b/, 24 * 14],
      [/\bhace meses\b|\balgunos meses\b/, 24 * 60],
    ],
    sudden:
      /\b(?:de repente|repentin[oa](?:mente)?|subit[oa](?:mente)?|de golpe|de la nada|brusc[oa]|bruscamente|abrupt[oa](?:mente)?|de un momento a otro)\b/,
    dayOfIllness: /\b(\d{1,2})\s*(?:°|o)\s*dia\b/g,
  },
  de: {
    before: 'seit|vor|schon|uber|seit uber|seit etwa',
    after: 'lang|her',
    hedges: 'etwa|ungefahr|fast|uber|mehr als|knapp|circa|ca',
    units: {
      minute: 'minuten?|min',
      hour: 'stunden?|std|h',
      day: 'tagen?|tage',
      week: 'wochen?',
      month: 'monaten?|monate',
      year: 'jahren?|jahre',
    },
    phrases: [
      // Minutes told in words: "seit ner halben Stunde".
      [/\bhalbe[nr]? stunde\b|\bpaar minuten\b/, 0.5],
      // "seit ner Stund'": an hour, told in speech.
      [/\bn(?:er|e) stunde?\b/, 1],
      [/\bseit (?:heute(?: morgen| fruh)?|dem morgen)\b|\bheute morgen\b|\bheute fruh\b|\bwenigen stunden\b/, 6],
      [/\bgestern abend\b|\bseit gestern abend\b|\bletzte nacht\b|\bheute nacht\b|\bin der nacht\b/, 12],
      [/\bseit gestern\b|\bgestern\b/, 24],
      [/\bein paar tagen?\b|\beinigen tagen\b|\bseit dem wochenende\b/, 72],
      [/\bseit wochen\b|\beinigen wochen\b/, 24 * 14],
      [/\bseit monaten\b|\beinigen monaten\b/, 24 * 60],
    ],
    sudden:
      /\b(?:pl(?:o|oe)tzlich\w*|schlagartig\w*|auf einmal|abrupt|wie aus dem nichts|aus heiterem himmel|perakut\w*|von jetzt auf gleich)\b/,
    dayOfIllness: /\btag\s+(\d{1,2})\b/g,
  },
  fr: {
    before: 'depuis|y a|pendant|ca fait|cela fait|voila',
    after: 'plus tot|de suite',
    hedges: 'plus de|moins de|environ|presque|pres de|quelques|les derniers|les dernieres',
    units: { minute: 'minutes?|min', hour: 'heures?|h', day: 'jours?', week: 'semaines?', month: 'mois', year: 'ans|annees?' },
    phrases: [
      // Minutes told in words: "seit ner halben Stunde".
      [/\bdemi[- ]?heure\b|\bquelques minutes\b/, 0.5],
      [/\bdepuis (?:ce matin|aujourd hui|tout a l heure)\b|\bce matin\b|\bquelques heures\b/, 6],
      [/\bhier soir\b|\bcette nuit\b|\bdepuis hier soir\b|\bdans la nuit\b/, 12],
      [/\bdepuis hier\b|\bhier\b/, 24],
      [/\bquelques jours\b|\bdepuis le week end\b/, 72],
      [/\bdepuis des semaines\b|\bquelques semaines\b/, 24 * 14],
      [/\bdepuis des mois\b|\bquelques mois\b/, 24 * 60],
    ],
    sudden:
      /\b(?:soudain(?:e|ement)?|brutal(?:e|ement)?|tout a coup|d un coup|d un seul coup|subit(?:e|ement)?|brusque(?:ment)?|sans prevenir)\b/,
    dayOfIllness: /\bj\s?(\d{1,2})\b/g,
  },
};

interface CompiledDuration {
  before: RegExp;
  after: RegExp;
  of?: RegExp;
  minutes: RegExp;
}

const SHORT_UNITS: readonly Unit[] = ['day', 'week', 'month'];

function compile(language: Language): CompiledDuration {
  const words = WORDS[language];
  const number = numberPattern(language);
  const units = (Object.entries(words.units) as [Unit, string][]).map(([unit, pattern]) => `(?<${unit}>${pattern})`).join('|');
  return {
    minutes: new RegExp(`\\b${number}\\s*(?:${words.units.minute})\\b`, 'g'),
    before: new RegExp(`\\b(?:${words.before})\\s+(?:(?:${words.hedges})\\s+)?${number}\\s*(?:${units})\\b`, 'g'),
    after: new RegExp(`\\b${number}\\s*(?:${units})\\s+(?:${words.after})\\b`, 'g'),
    ...(words.of && {
      of: new RegExp(
        `(?<!\\b(?:${words.of.notAfter})\\s+)\\bde\\s+${number}\\s*(?:${SHORT_UNITS.map((unit) => `(?<${unit}>${words.units[unit]})`).join('|')})\\b(?!\\s+de\\s+(?:${words.of.notAfter}|vida))`,
        'g',
      ),
    }),
  };
}

const COMPILED = Object.fromEntries((Object.keys(WORDS) as Language[]).map((language) => [language, compile(language)])) as Record<
  Language,
  CompiledDuration
>;

function hoursOf(match: RegExpMatchArray, language: Language): number | undefined {
  const unit = (Object.keys(HOURS_PER) as Unit[]).find((name) => match.groups?.[name]);
  const count = readNumber(match[1]!, language);
  return unit && Number.isFinite(count) ? count * HOURS_PER[unit] : undefined;
}

/**
 * How long the symptoms have lasted and whether they came on suddenly. When several durations are stated the
 * shortest wins (the new complaint, read the safe way); years are background ("diabetic for 10 years").
 */
export function extractTimeCourse(folded: string, language: Language): TimeCourse {
  const compiled = COMPILED[language];
  const durations: number[] = [];
  for (const pattern of [compiled.before, compiled.after, ...(compiled.of ? [compiled.of] : [])]) {
    for (const match of folded.matchAll(pattern)) {
      const hours = hoursOf(match, language);
      if (hours !== undefined) durations.push(hours);
    }
  }
  for (const match of folded.matchAll(WORDS[language].dayOfIllness)) {
    const day = Number(match[1]);
    if (day >= 2 && day <= 30) durations.push((day - 1) * HOURS_PER.day);
  }
  if (durations.length === 0) {
    for (const [pattern, hours] of WORDS[language].phrases) if (pattern.test(folded)) durations.push(hours);
  }
  const suddenOnset = new RegExp(WORDS[language].sudden.source).test(folded);
  const minutes = [...folded.matchAll(compiled.minutes)].map((match) => readNumber(match[1]!, language)).filter(Number.isFinite);
  const recent = durations.filter((hours) => hours < HOURS_PER.year);
  const relevant = recent.length > 0 ? recent : durations;
  return {
    ...(relevant.length > 0 && { durationHours: Math.min(...relevant), courseHours: Math.max(...relevant) }),
    ...(suddenOnset && { suddenOnset }),
    ...(minutes.length > 0 && { mostMinutes: Math.max(...minutes) }),
  };
}

/** The knowledge base's duration classes: how a stated duration compares with a condition's usual course. */
export function durationClass(hours: number): TypicalDuration {
  if (hours < 1) return 'minutes';
  if (hours < 24) return 'hours';
  if (hours < 24 * 14) return 'days';
  if (hours < 24 * 60) return 'weeks';
  return 'months';
}

/**
 * Where the text says the symptoms came on suddenly, as token spans, so that the negation reader can tell "it came
 * on suddenly" from "it did not come on suddenly" / "nicht plötzlich" / "pas soudainement".
 */
export function suddenOnsetSpans(tokens: readonly Token[], language: Language): Span[] {
  const starts: number[] = [];
  let joined = '';
  for (const token of tokens) {
    starts.push(joined.length);
    joined += `${token.text} `;
  }
  const tokenAt = (offset: number): number => {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= offset) index += 1;
    return index;
  };
  const spans: Span[] = [];
  for (const match of joined.matchAll(new RegExp(WORDS[language].sudden.source, 'g'))) {
    spans.push({ start: tokenAt(match.index), end: tokenAt(match.index + match[0].length - 1) });
  }
  return spans;
}
