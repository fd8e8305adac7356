import type { Language } from '@app/contracts';
import { withTensAsDigits } from './number-words';

export type Sex = 'female' | 'male';

export interface PatientFacts {
  /** Age in years; babies in fractions (3 months = 0.25). */
  ageYears?: number;
  sex?: Sex;
  /** A baby or young child is mentioned without an age ("my baby", "meu bebê"). */
  infantMentioned?: boolean;
  /** No age is given, and the writer tells of their own symptoms ("tengo fiebre", "I feel sick") and of nobody else's. */
  writesAboutSelf?: boolean;
}

type AgeUnit = 'years' | 'months' | 'weeks' | 'days';
const UNIT_IN_YEARS: Readonly<Record<AgeUnit, number>> = { years: 1, months: 1 / 12, weeks: 7 / 365, days: 1 / 365 };

interface AgePattern {
  pattern: RegExp;
  unit: AgeUnit;
}

/** Each pattern's first group is the number. Order matters: the more explicit forms come first. */
/**
 * The words after which "de 2 meses" is an age ("minha filha de 2 meses", "mi bebé de 3 semanas"); after a complaint
 * it is how long ("dor de 2 meses": time-course.ts).
 */
export const PT_CHILD =
  'bb|rn|bebe|bebezinho|bebezinha|bebezao|nenem|nenenzinho|nenenzinha|nene|crianca|criancinha|filho|filha|filhinho|filhinha|menino|menina|neto|neta|nascido|nascida|sobrinho|sobrinha|lactente|paciente';
/** Not after the German words that make a count how long or how often, not an age ("seit 3 Wo.", "vor 2 J.", "ca. 3 Wo."). */
const NOT_AFTER_A_TIME_WORD = '(?<!(?:seit|vor|fur|nach|alle|in|ca|circa|etwa|uber|unter)[.\\s]+)';
export const ES_CHILD =
  'bb|rn|bebe|bebito|bebita|bebecito|bebecita|nene|nena|nenito|nenita|nino|nina|ninito|ninita|hijo|hija|hijito|hijita|crio|cria|guagua|lactante|nieto|nieta|nacido|nacida|sobrino|sobrina|paciente|peque|chiquito|chiquita';

const AGE_PATTERNS: Readonly<Record<Language, readonly AgePattern[]>> = {
  en: [
    { pattern: /\b(\d{1,3})[\s-]*(?:years?|yrs?|y)[\s-]*old\b/, unit: 'years' },
    { pattern: /\b(\d{1,2})[\s-]*(?:months?|mos?)[\s-]*old\b/, unit: 'months' },
    { pattern: /\b(\d{1,2})[\s-]*(?:weeks?|wks?)[\s-]*old\b/, unit: 'weeks' },
    { pattern: /\b(\d{1,2})[\s-]*days?[\s-]*old\b/, unit: 'days' },
    { pattern: /\b(\d{1,3})\s*(?:yo|y\/o|y\.o)\b/, unit: 'years' },
    // "5y, coryza and dry cough 3/7": a clinical note opens with the age.
    { pattern: /^\W*(\d{1,3})\s*(?:y|yr|yrs)\b/, unit: 'years' },
    { pattern: /\b(\d{2})[mf]\b/, unit: 'years' },
    { pattern: /\baged?\s*:?\s*(\d{1,3})\b/, unit: 'years' },
    { pattern: /\b(?:i am|i m|im)\s+(\d{1,3})(?!\d|\.\d|\s*(?:°|degrees|c\b|f\b|kg|lbs?|weeks|%))/, unit: 'years' },
    // "mum is 82", "grandad (80)", "mums 76": a relative and a bare number are the relative's age.
    {
      pattern:
        /\b(?:mum|mom|mother|dad|father|grandad|granddad|grandpa|grandma|granny|nan|nana|husband|wife|partner|son|daughter|brother|sister|uncle|aunt|neighbou?r|he|she)\s*(?:is|s|\()\s*(\d{2,3})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|lbs?|degrees|c\b|f\b|weeks|months|days|times|hours|mins?|minutes))/,
      unit: 'years',
    },
    // "my son is 8 weeks", "shes 4 months": a child and a count of weeks or months, without "old" (not "8 weeks
    // pregnant").
    {
      pattern:
        /\b(?:son|daughter|baby|babby|boy|girl|kid|child|grandson|granddaughter|hes|shes|he is|she is)\s*(?:is\s*|\(\s*)?(\d{1,2})\s*(?:weeks?|wks?)\b(?!\s*(?:pregnant|gestation|along))/,
      unit: 'weeks',
    },
    {
      pattern:
        /\b(?:son|daughter|baby|babby|boy|girl|kid|child|grandson|granddaughter|hes|shes|he is|she is)\s*(?:is\s*|\(\s*)?(\d{1,2})\s*(?:months?|mos?)\b(?!\s*(?:pregnant|gestation|along))/,
      unit: 'months',
    },
    // "my son (5)", "daughter is 3": a child and a small bare number are the child's age.
    {
      pattern:
        /\b(?:son|daughter|boy|girl|kid|child|toddler|grandson|granddaughter)\s*(?:is\s*|\(\s*)(\d{1,2})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|lbs?|degrees|c\b|f\b|weeks?|months?|days?|times|x\b|hours?|hrs?|mins?|minutes|wks?))/,
      unit: 'years',
    },
  ],
  pt: [
    { pattern: /\b(\d{1,3})\s*anos?\s+de\s+idade\b/, unit: 'years' },
    { pattern: /\b(\d{1,2})\s*(?:meses|mes)\s+de\s+(?:idade|vida)\b/, unit: 'months' },
    { pattern: /\b(\d{1,2})\s*semanas?\s+de\s+vida\b/, unit: 'weeks' },
    { pattern: /\b(\d{1,2})\s*dias?\s+de\s+vida\b/, unit: 'days' },
    { pattern: /\b(?:bebe|nenem|recem nascido|recem nascida)\s+(?:de|com|tem)\s+(\d{1,2})\s*dias?\b/, unit: 'days' },
    {
      pattern: new RegExp(
        `(?:(?<=\\b(?:${PT_CHILD})\\s+)de|\\bcom|\\btem)\\s+(\\d{1,2})\\s*(?:meses|mes)\\b(?!\\s+de\\s+(?:evolucao|duracao|gestacao|gravidez))`,
      ),
      unit: 'months',
    },
    {
      pattern: new RegExp(
        `(?<!(?:gravida|gestante|gestacao|gravidez|to|estou|ta|esta)\\s+)(?:(?<=\\b(?:${PT_CHILD})\\s+)de|\\bcom|\\btem)\\s+(\\d{1,2})\\s*semanas\\b(?!\\s+de\\s+(?:gestacao|gravidez|evolucao|duracao))`,
      ),
      unit: 'weeks',
    },
    {
      pattern:
        /(?<!\b(?:ha|faz|desde|por|durante|apos|em|ultimos|proximos)(?:\s+(?:mais|menos|cerca|quase|uns|umas))?(?:\s+de)?\s+)\b(\d{1,3})\s*anos?\b(?!\s+(?:atras|seguidos))/,
      unit: 'years',
    },
    // "minha mãe de 80", "meu pai (76)": um parente e um número são a idade dele.
    {
      pattern:
        /\b(?:mae|pai|avo|vovo|vo|marido|esposa|mulher|filho|filha|irmao|irma|sogra|sogro|tio|tia)\s*(?:de|tem|com|\()\s*(\d{2,3})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|graus|anos?\s+atras|semanas|meses|dias|horas|vezes))/,
      unit: 'years',
    },
    // "meu filho (8)", "minha filha de 4".
    {
      pattern:
        /\b(?:filho|filha|menino|menina|neto|neta|crianca)\s*(?:de|tem|com|\()\s*(\d{1,2})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|graus|anos?\s+atras|semanas|meses|dias|horas|vezes|x\b))/,
      unit: 'years',
    },
  ],
  es: [
    { pattern: /\b(\d{1,3})\s*anos?\s+de\s+edad\b/, unit: 'years' },
    { pattern: /\b(\d{1,2})\s*meses\s+de\s+(?:edad|vida)\b/, unit: 'months' },
    { pattern: /\b(\d{1,2})\s*semanas?\s+de\s+vida\b/, unit: 'weeks' },
    { pattern: /\b(\d{1,2})\s*dias?\s+de\s+vida\b/, unit: 'days' },
    { pattern: /\b(?:bebe|recien nacido|recien nacida)\s+(?:de|con|tiene)\s+(\d{1,2})\s*dias?\b/, unit: 'days' },
    // A clinical note's "Varón 79 a, cardiopatía…", "Mujer 34 a.": the years abbreviated.
    { pattern: /\b(?:varon|mujer|hombre|paciente)\s*,?\s*(?:de\s+)?(\d{1,3})\s*a\b(?=\s*(?:[,.;)]|$))/, unit: 'years' },
    {
      pattern: new RegExp(
        `(?:(?<=\\b(?:${ES_CHILD})\\s+)de|\\bcon|\\btiene)\\s+(\\d{1,2})\\s*(?:meses|mes)\\b(?!\\s+de\\s+(?:evolucion|duracion|gestacion|embarazo))`,
      ),
      unit: 'months',
    },
    {
      pattern: new RegExp(
        `(?<!(?:embarazada|gestante|gestacion|embarazo|estoy)\\s+)(?:(?<=\\b(?:${ES_CHILD})\\s+)de|\\bcon|\\btiene)\\s+(\\d{1,2})\\s*semanas\\b(?!\\s+de\\s+(?:gestacion|embarazo|evolucion|duracion))`,
      ),
      unit: 'weeks',
    },
    {
      pattern:
        /(?<!\b(?:hace|desde|por|durante|tras|en|ultimos|proximos)(?:\s+(?:mas|menos|cerca|casi|unos|unas))?(?:\s+de)?\s+)\b(\d{1,3})\s*anos?\b(?!\s+(?:atras|seguidos))/,
      unit: 'years',
    },
    // "mi abuela de 85", "mi padre (76)".
    {
      pattern:
        /\b(?:madre|mama|padre|papa|abuela|abuelo|marido|esposa|mujer|hijo|hija|hermano|hermana|suegra|suegro|tio|tia)\s*(?:de|tiene|con|\()\s*(\d{2,3})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|grados|anos?\s+atras|semanas|meses|dias|horas|veces))/,
      unit: 'years',
    },
    // "mi hijo (8)", "mi hija de 4".
    {
      pattern:
        /\b(?:hijo|hija|nino|nina|nieto|nieta|nene|nena|peque)\s*(?:de|tiene|con|\()\s*(\d{1,2})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|grados|anos?\s+atras|semanas|meses|dias|horas|veces|x\b))/,
      unit: 'years',
    },
  ],
  de: [
    { pattern: /\b(\d{1,3})[\s-]*jahrig\w*/, unit: 'years' },
    { pattern: /\b(\d{1,3})\s*jahre?\s+alt\w*/, unit: 'years' },
    { pattern: /\b(\d{1,2})[\s-]*monatig\w*/, unit: 'months' },
    { pattern: /\b(\d{1,2})\s*monate?\s+alt\w*/, unit: 'months' },
    // A clinician's note: "Pat. 61 J., w.", "Kind, 2 J.", "Säugling, 6 Wo.", "9 Mo."; "seit 3 Wo." is how long.
    { pattern: new RegExp(`${NOT_AFTER_A_TIME_WORD}\\b(\\d{1,3})\\s*j\\b(?!\\s*alt)`), unit: 'years' },
    { pattern: new RegExp(`${NOT_AFTER_A_TIME_WORD}\\b(\\d{1,2})\\s*wo\\b`), unit: 'weeks' },
    { pattern: new RegExp(`${NOT_AFTER_A_TIME_WORD}\\b(\\d{1,2})\\s*mo\\b`), unit: 'months' },
    // "unser Sohn ist 5 Monate", "die Kleine ist erst 6 Wochen", "mein Enkel 7 Monate".
    {
      pattern:
        /\b(?:sohn|tochter|kind|baby|kleine|kleiner|lutte|lutter|kloane|kloaner|saugling|enkel|enkelin)\s+(?:ist?\s+|\()?(?:jetzt\s+|erst\s+|gerade\s+)?(\d{1,2})\s*monate?\b(?!\s+schwanger)/,
      unit: 'months',
    },
    {
      pattern:
        /\b(?:sohn|tochter|kind|baby|kleine|kleiner|lutte|lutter|kloane|kloaner|saugling|enkel|enkelin)\s+(?:ist?\s+|\()?(?:jetzt\s+|erst\s+|gerade\s+)?(\d{1,2})\s*wochen\b(?!\s+(?:krank|schwanger))/,
      unit: 'weeks',
    },
    { pattern: /\b(\d{1,2})[\s-]*wochig\w*/, unit: 'weeks' },
    { pattern: /\b(\d{1,2})\s*wochen\s+alt\w*/, unit: 'weeks' },
    { pattern: /\b(\d{1,2})\s*tage\s+alt\w*/, unit: 'days' },
    { pattern: /\b(?:ich bin|bin)\s+(\d{1,3})(?!\d|\.\d|\s*(?:°|grad|kg|wochen|ssw|%))/, unit: 'years' },
    // "Meine Mutter (76)", "mein Vater ist 80", "Oma 85".
    {
      pattern:
        /\b(?:mutter|mama|mutti|vater|papa|vati|oma|opa|mann|frau|sohn|tochter|bruder|schwester|schwiegermutter|schwiegervater|er|sie)\s*(?:ist\s*|\()?\s*(\d{2,3})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|grad|wochen|monate|tage|stunden|mal|minuten))/,
      unit: 'years',
    },
    // "unsre Tochter 2 hat Magen-Darm", "Sohn (8)", "der Kleine ist 3".
    {
      pattern:
        /\b(?:sohn|tochter|kind|kleine|kleiner|bub|junge|madchen|enkel|enkelin)\s*(?:ist?\s*|\()?\s*(\d{1,2})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|grad|wochen|monate|tage|stunden|mal|minuten|x\b|ssw))/,
      unit: 'years',
    },
  ],
  fr: [
    { pattern: /\b(\d{1,2})\s*mois\s+de\s+vie\b/, unit: 'months' },
    { pattern: /\b(\d{1,2})\s*semaines?\s+de\s+vie\b/, unit: 'weeks' },
    { pattern: /\b(\d{1,2})\s*jours?\s+de\s+vie\b/, unit: 'days' },
    // "mon bébé de 10 jours": a newborn's age in days, told right after the baby.
    { pattern: /\b(?:bebe|nourrisson|nouveau ne|nouveau nee)\s+(?:de|a)\s+(\d{1,2})\s*jours?\b/, unit: 'days' },
    // "enceinte de 8 mois" is how far along a pregnancy is, not the writer's age.
    { pattern: /(?<!enceinte\s+)\b(?:de|a|age de|agee de)\s+(\d{1,2})\s*mois\b(?!\s+d\s*(?:evolution|e\s+grossesse))/, unit: 'months' },
    {
      pattern: /(?<!(?:enceinte|grossesse|suis)\s+)\b(?:de|a)\s+(\d{1,2})\s*semaines\b(?!\s+d\s*(?:e\s+grossesse|evolution))/,
      unit: 'weeks',
    },
    {
      pattern:
        /(?<!\b(?:depuis|y a|pendant|dans|en|derniers|prochains)(?:\s+(?:plus|moins|environ|presque|pres))?(?:\s+de)?\s+)\b(\d{1,3})\s*ans?\b/,
      unit: 'years',
    },
    // "ma mère (80)", "mon père a 76".
    {
      pattern:
        /\b(?:mere|maman|pere|papa|grand mere|grand pere|mamie|papi|papy|mari|femme|fils|fille|frere|soeur)\s*(?:a\s+|\()\s*(\d{2,3})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|degres|semaines|mois|jours|heures|fois))/,
      unit: 'years',
    },
    // "mon fils (8)", "ma fille a 4".
    {
      pattern:
        /\b(?:fils|fille|garcon|enfant|petit|petite)\s*(?:a\s+|\()\s*(\d{1,2})\)?(?!\d|[.,]\d|\s*(?:°|%|kg|degres|semaines|mois|jours|heures|fois|x\b))/,
      unit: 'years',
    },
  ],
};

const NEWBORN = /\b(?:newborn|neonate|recem[\s-]nascid[oa]|recien nacid[oa]|neugeboren\w*|nouveau[\s-]nee?)\b/;
/** A baby, in the five languages. */
const BABY_WORDS = 'baby|infant|bebe|bb|bebezinho|bebezinha|nene|nenem|lactante|saugling|nourrisson|guagua';
/** What parents call a little one, or a son or daughter ("ma puce 7 mois", "ma fille 7 mois"): with a count of months, a baby. */
const PET_NAMES =
  'puce|loulou|louloute|bub|bubba|little one|wee one|krumel|maus|mausi|kleine|kleiner|kleinen|kleinste|kleinster|pequenina|pequenino|peque|pequeno|pequena|chiquito|chiquita|fille|fils|hija|hijo|filha|filho|tochter|sohn|son|daughter';
const INFANT = new RegExp(`\\b(?:${BABY_WORDS}|babies|bebes|toddler|kleinkind|bambin)\\b`);

/** Words for a woman or a man, the patient or the person written about ("minha filha", "my husband"). */
const SEX_WORDS: Readonly<Record<Language, { female: readonly string[]; male: readonly string[] }>> = {
  en: {
    female: [
      'woman',
      'women',
      'female',
      'girl',
      'lady',
      'she',
      'her',
      'mother',
      'mum',
      'mom',
      'wife',
      'daughter',
      'grandmother',
      'granddaughter',
      'sister',
      'pregnant',
    ],
    male: [
      'man',
      'men',
      'male',
      'guy',
      'bloke',
      'boy',
      'gentleman',
      'he',
      'his',
      'him',
      'father',
      'dad',
      'husband',
      'son',
      'grandfather',
      'grandson',
      'brother',
      'bph',
      'prostate',
    ],
  },
  pt: {
    female: [
      'mulher',
      'menina',
      'filha',
      'senhora',
      'mae',
      'esposa',
      'neta',
      'irma',
      'gestante',
      'gravida',
      'ela',
      'paciente feminina',
      'moca',
      'feminino',
    ],
    male: [
      'masculino',
      'homem',
      'menino',
      'filho',
      'senhor',
      'pai',
      'marido',
      'esposo',
      'neto',
      'irmao',
      'rapaz',
      'ele',
      'garoto',
      'hpb',
      'prostata',
    ],
  },
  es: {
    female: [
      'mujer',
      'nina',
      'hija',
      'senora',
      'madre',
      'mama',
      'esposa',
      'abuela',
      'nieta',
      'hermana',
      'embarazada',
      'ella',
      'chica',
      'femenino',
    ],
    male: [
      'masculino',
      'hombre',
      'nino',
      'hijo',
      'senor',
      'padre',
      'papa',
      'marido',
      'esposo',
      'abuelo',
      'nieto',
      'hermano',
      'chico',
      'varon',
      'hbp',
      'prostata',
    ],
  },
  de: {
    female: [
      'frau',
      'madchen',
      'tochter',
      'mutter',
      'ehefrau',
      'oma',
      'grossmutter',
      'enkelin',
      'schwester',
      'schwangere',
      'schwanger',
      'patientin',
      'jahrige',
      'weiblich',
    ],
    male: [
      'mannlich',
      'mann',
      'junge',
      'sohn',
      'vater',
      'ehemann',
      'opa',
      'grossvater',
      'enkel',
      'bruder',
      'patient',
      'jahriger',
      'er',
      'bph',
      'prostata',
    ],
  },
  fr: {
    female: [
      'femme',
      'fille',
      'dame',
      'mere',
      'epouse',
      'grand mere',
      'petite fille',
      'soeur',
      'enceinte',
      'elle',
      'patiente',
      'madame',
      'feminin',
    ],
    male: [
      'masculin',
      'homme',
      'garcon',
      'fils',
      'monsieur',
      'pere',
      'mari',
      'grand pere',
      'petit fils',
      'frere',
      'patient',
      'hbp',
      'prostate',
    ],
  },
};

const SEX_PATTERNS = Object.fromEntries(
  Object.entries(SEX_WORDS).map(([language, words]) => [
    language,
    {
      female: new RegExp(`\\b(?:${words.female.join('|')})\\b`),
      male: new RegExp(`\\b(?:${words.male.join('|')})\\b`),
    },
  ]),
) as Record<Language, { female: RegExp; male: RegExp }>;

/** "48M", "48yo F", "F 48": the clinical shorthand, read in every language. */
const SHORTHAND_SEX = /\b\d{1,3}\s*(?:yo|y\/o)\s*([mf])\b|\b\d{2}([mf])\b|\b([mf])\s*\/\s*\d{1,3}\b/;

/** "mon bébé 10 mois", "baby (6 weeks)", "Säugling 3 Monate": a baby and a bare count of months or weeks, in any language. */
const BABY_AGE = new RegExp(
  `\\b(?:${BABY_WORDS}|${PET_NAMES})\\s*[(,]?\\s*(\\d{1,2})\\s*(?:(months?|mos?|mois|meses|mes|monate?n?)|weeks?|wks?|semaines?|semanas?|wochen?)\\b`,
);

/**
 * A text that opens with a sex letter and an age, or the symbols: "m 45, brennt beim pinkeln", "m, 41.",
 * "♂ 45 J.". The letters are each language's own (German w for weiblich, Spanish v for varón and m for mujer).
 */
const OPENING_SEX_LETTERS: Readonly<Record<Language, Readonly<Record<string, Sex>>>> = {
  en: { m: 'male', f: 'female' },
  pt: { m: 'male', f: 'female', h: 'male' },
  es: { v: 'male', h: 'male', m: 'female' },
  de: { m: 'male', w: 'female', f: 'female' },
  fr: { h: 'male', m: 'male', f: 'female' },
};
const OPENING_SEX_AGE = /^\s*([a-z]|♂|♀)\s*[,/]?\s*(\d{1,3})\b/;

function openingSexAndAge(folded: string, language: Language): { sex?: Sex; age?: number } {
  const match = OPENING_SEX_AGE.exec(folded);
  if (!match) return {};
  const sex = match[1] === '♂' ? 'male' : match[1] === '♀' ? 'female' : OPENING_SEX_LETTERS[language][match[1]!];
  return sex ? { sex, age: Number(match[2]) } : {};
}

/**
 * "bin 45 m, seit 2 tagen", "45 J., w, bek. Lumbalgie": an age, then the sex letter standing alone. Not "h", which
 * after a number is hours as often ("depuis 2 h, saignements").
 */
const AGE_THEN_SEX = /\b\d{1,3}\s*(?:j\b\.?|jahre\b|yo\b|ans\b|anos\b)?\s*[.,]?\s*\b([a-gi-z])\s*(?:[,.]|$)/;

function ageThenSex(folded: string, language: Language): Sex | undefined {
  const match = AGE_THEN_SEX.exec(folded);
  return match ? OPENING_SEX_LETTERS[language][match[1]!] : undefined;
}

function readAge(folded: string, language: Language): number | undefined {
  const text = withTensAsDigits(folded, language);
  // The age told first: "Mujer de 38 años. Astenia progresiva de 2 meses" is 38, the months are how long.
  let first: { at: number; years: number } | undefined;
  for (const { pattern, unit } of AGE_PATTERNS[language]) {
    const match = pattern.exec(text);
    const value = match ? Number(match[1]) : NaN;
    if (match && Number.isFinite(value) && value <= 120 && (!first || match.index < first.at)) {
      first = { at: match.index, years: value * UNIT_IN_YEARS[unit] };
    }
  }
  if (first) return first.years;
  const opening = openingSexAndAge(folded, language).age;
  if (opening !== undefined && opening <= 120) return opening;
  const baby = BABY_AGE.exec(folded);
  if (baby) return Number(baby[1]) * UNIT_IN_YEARS[baby[2] ? 'months' : 'weeks'];
  return NEWBORN.test(folded) ? 7 / 365 : undefined;
}

function readSex(folded: string, language: Language): Sex | undefined {
  const shorthand = SHORTHAND_SEX.exec(folded);
  const female = SEX_PATTERNS[language].female.exec(folded);
  const male = SEX_PATTERNS[language].male.exec(folded);
  if (female && (!male || female.index < male.index)) return 'female';
  if (male) return 'male';
  const letter = shorthand?.[1] ?? shorthand?.[2] ?? shorthand?.[3];
  return letter === 'f' ? 'female' : letter === 'm' ? 'male' : (openingSexAndAge(folded, language).sex ?? ageThenSex(folded, language));
}

/** "I", "tengo", "j'ai", "ich hab": the writer speaks of themselves. */
const FIRST_PERSON: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:i|im|ive|i m|i ve|i am|i have|i feel|i got)\b/,
  pt: /\b(?:eu|estou|tou|tenho|sinto|acordei|comecei|fiquei|tomei|tive)\b/,
  es: /\b(?:yo|tengo|estoy|siento|me duele|me duelen|desperte|empece|tome|tuve)\b/,
  de: /\b(?:ich|hab|habe|bin|mir|mich)\b/,
  fr: /\b(?:je|j|moi|suis)\b/,
};

/** Someone else the text may be about: a relative, a child, a third person. */
const SOMEONE_ELSE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:he|she|him|his|her|hes|shes|son|daughter|baby|child|kid|kids|toddler|boy|girl|mum|mom|mother|dad|father|husband|wife|partner|grand\w*|friend|brother|sister|neighbou?r|patient|infant|newborn|lo)\b/,
  pt: /\b(?:ele|ela|filho|filha|bebe|nenem|crianca|menino|menina|mae|pai|avo|marido|esposa|mulher|namorad[oa]|amig[oa]|irma|irmao|vizinh[oa]|paciente|neto|neta|sogr[oa])\b/,
  es: /\b(?:ella|hijo|hija|bebe|nene|nena|guagua|nino|nina|mama|papa|madre|padre|abuel[oa]|marido|esposa|mujer|novi[oa]|amig[oa]|herman[oa]|vecin[oa]|paciente|niet[oa]|suegr[oa])\b/,
  de: /\b(?:er|sie|sohn|tochter|kind|baby|kleine|kleiner|mama|papa|mutter|vater|oma|opa|mann|frau|freund\w*|bruder|schwester|nachbar\w*|patient\w*|enkel\w*)\b/,
  fr: /\b(?:il|elle|fils|fille|bebe|enfant|maman|papa|mere|pere|mamie|papi|mari|femme|copain|copine|ami|amie|frere|soeur|voisin\w*|patient\w*|puce|petit|petite)\b/,
};

/** Age and sex of the person the text is about, from folded text (see `foldText`). */
export function extractPatient(folded: string, language: Language): PatientFacts {
  const ageYears = readAge(folded, language);
  const sex = readSex(folded, language);
  const infantMentioned = ageYears === undefined && INFANT.test(folded);
  const writesAboutSelf = ageYears === undefined && FIRST_PERSON[language].test(folded) && !SOMEONE_ELSE[language].test(folded);
  return {
    ...(ageYears !== undefined && { ageYears }),
    ...(sex && { sex }),
    ...(infantMentioned && { infantMentioned }),
    ...(writesAboutSelf && { writesAboutSelf }),
  };
}
