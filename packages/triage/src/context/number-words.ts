import type { Language } from '@app/contracts';

/** Small numbers written as words ("two days", "há uma semana", "seit drei Tagen"), and "a"/"an" as one. */
export const NUMBER_WORDS: Readonly<Record<Language, Readonly<Record<string, number>>>> = {
  en: {
    a: 1,
    an: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    couple: 2,
    few: 3,
    several: 3,
  },
  pt: {
    // "há meia hora"
    meia: 0.5,
    um: 1,
    uma: 1,
    dois: 2,
    duas: 2,
    tres: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    nove: 9,
    dez: 10,
    onze: 11,
    doze: 12,
    alguns: 3,
    algumas: 3,
    uns: 3,
    umas: 3,
  },
  es: {
    // "hace media hora"
    media: 0.5,
    un: 1,
    una: 1,
    uno: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    unos: 3,
    unas: 3,
    varios: 3,
    varias: 3,
  },
  de: {
    ein: 1,
    eine: 1,
    einem: 1,
    einer: 1,
    einen: 1,
    // Spoken German drops the "ei": "seit ner Stunde", "vor nem Jahr".
    ner: 1,
    nem: 1,
    nen: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    funf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwolf: 12,
    paar: 3,
    einigen: 3,
    mehreren: 3,
  },
  fr: {
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
    quelques: 3,
    plusieurs: 3,
  },
};

/** A regex alternative for a number in digits or in this language's words. */
export function numberPattern(language: Language): string {
  return `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS[language]).join('|')})`;
}

export function readNumber(text: string, language: Language): number {
  return NUMBER_WORDS[language][text] ?? Number(text);
}

const TENS: Readonly<Record<Language, Readonly<Record<string, number>>>> = {
  en: { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 },
  pt: { vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90 },
  es: { veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 },
  de: { zwanzig: 20, dreissig: 30, vierzig: 40, funfzig: 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90 },
  // Belgian and Swiss French count "septante", "huitante", "nonante"; France "soixante-dix", "quatre-vingts".
  fr: {
    vingt: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
    septante: 70,
    huitante: 80,
    octante: 80,
    'quatre vingt': 80,
    'quatre vingts': 80,
    nonante: 90,
  },
};

/** Small-number words that never follow a tens word ("twenty a day" is no 21; "ner" is spoken German for "einer"). */
const NOT_AFTER_TENS = new Set(['a', 'an', 'ner', 'nem', 'nen']);
/** French counts 70 and 90 as "soixante-treize", "quatre-vingt-dix-sept". */
const FRENCH_TEENS: Readonly<Record<string, number>> = {
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  'dix sept': 17,
  'dix huit': 18,
  'dix neuf': 19,
};

/** The units that may follow a tens word: the language's number words up to nine, in French up to nineteen. */
function unitsAfterTens(language: Language): Readonly<Record<string, number>> {
  const highest = language === 'fr' ? 12 : 9;
  const units = Object.fromEntries(
    Object.entries(NUMBER_WORDS[language]).filter(
      ([word, value]) => Number.isInteger(value) && value >= 1 && value <= highest && !NOT_AFTER_TENS.has(word),
    ),
  );
  return language === 'fr' ? { ...units, ...FRENCH_TEENS } : units;
}

const UNITS_AFTER_TENS = Object.fromEntries(
  (Object.keys(TENS) as Language[]).map((language) => [language, unitsAfterTens(language)]),
) as Record<Language, Readonly<Record<string, number>>>;

const alternatives = (words: Readonly<Record<string, number>>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '[\\s-]+'))
    .join('|');

const spoken = (words: Readonly<Record<string, number>>, text: string) => words[text.replace(/[\s-]+/g, ' ')] ?? 0;

const TENS_PATTERN: Readonly<Record<Language, RegExp>> = Object.fromEntries(
  (Object.keys(TENS) as Language[]).map((language) => [
    language,
    language === 'de'
      ? // "fünfundachtzig": the unit, "und", then the tens, in one word.
        new RegExp(`\\b(?:(${alternatives(UNITS_AFTER_TENS.de)})und)?(${alternatives(TENS.de)})\\b`, 'g')
      : new RegExp(
          `\\b(${alternatives(TENS[language])})(?:[\\s-]+(?:(?:and|e|y|et)[\\s-]+)?(${alternatives(UNITS_AFTER_TENS[language])}))?\\b`,
          'g',
        ),
  ]),
) as Record<Language, RegExp>;

/** Ages written as words in digits ("my dad is eighty-two", "ma maman a huitante ans", "Oma ist fünfundachtzig"). */
export function withTensAsDigits(folded: string, language: Language): string {
  return folded.replace(TENS_PATTERN[language], (_, first: string | undefined, second: string | undefined) =>
    language === 'de'
      ? String(spoken(TENS.de, second!) + (first ? spoken(UNITS_AFTER_TENS.de, first) : 0))
      : String(spoken(TENS[language], first!) + (second ? spoken(UNITS_AFTER_TENS[language], second) : 0)),
  );
}
