import type { Language } from '@app/contracts';
import { CONTRACTIONS, LETTER_SHORTHAND } from './contractions';
import { foldText } from './fold-text';

/** A piece of folded text. Commas are kept apart from other punctuation: lists of findings run across them. */
export type TokenKind = 'word' | 'number' | 'symbol' | 'comma' | 'boundary';

export interface Token {
  /** Folded: lower case, no accents, a decimal comma as a point, contractions expanded. */
  text: string;
  kind: TokenKind;
  /** Where the token came from in the text as written: character offsets, end exclusive. */
  start: number;
  end: number;
}

// Symbols before words: the ordinal sign people type for degrees ("39º") is a letter to Unicode.
const RAW_TOKEN = /(\d+(?:[.,]\d+)?)|([/%°º])|([\p{L}\p{M}]+(?:['’‘`´][\p{L}\p{M}]+)*\d*)|(,)|([.;:!?()[\]{}\n])/gu;

function wordsOf(raw: string, language: Language | undefined): string[] {
  const pieces = foldText(raw)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (!language) return pieces;
  const contractions = CONTRACTIONS[language];
  return pieces.flatMap((piece) => (contractions[piece] ?? piece).split(' '));
}

/**
 * Splits text into words, numbers, symbols and clause punctuation, each folded (see `foldText`) and carrying
 * its place in the original text, so what the engine read can be shown back to the person. A point or comma
 * inside a number belongs to the number ("39,5" → "39.5"); any other point ends a clause. With a language,
 * its contractions and chat shorthand become whole words ("cant" → "cannot", "jai" → "j ai").
 */
export function tokenise(text: string, language?: Language): Token[] {
  const tokens: Token[] = [];
  let skipTo = 0;
  for (const match of text.matchAll(RAW_TOKEN)) {
    const [raw, number, symbol, word, comma] = match;
    const start = match.index;
    const end = start + raw.length;
    if (start < skipTo) continue;
    if (number) tokens.push({ text: number.replace(',', '.'), kind: 'number', start, end });
    else if (word)
      for (const piece of wordsOf(word, language)) tokens.push({ text: piece, kind: /^\d/.test(piece) ? 'number' : 'word', start, end });
    // "w/ my first", "w/o fever": the slash belongs to the shorthand "w/" (with) or "w/o" (without).
    else if (symbol === '/' && /^w$/i.test(text.slice(tokens.at(-1)?.start ?? 0, start))) {
      if (/^o(?![\p{L}\p{M}])/iu.test(text.slice(end))) {
        tokens.at(-1)!.text = 'without';
        tokens.at(-1)!.end = end + 1;
        skipTo = end + 1;
      }
    } else if (symbol) tokens.push({ text: symbol === 'º' ? '°' : symbol, kind: 'symbol', start, end });
    else tokens.push({ text: comma ? ',' : raw, kind: comma ? 'comma' : 'boundary', start, end });
  }
  return language ? withoutInnerPoints(withLetterShorthand(tokens, language), language) : tokens;
}

function withLetterShorthand(tokens: Token[], language: Language): Token[] {
  const shorthand = LETTER_SHORTHAND[language];
  if (!shorthand) return tokens;
  return tokens.flatMap((token, at) => {
    const words = token.kind === 'word' && tokens[at - 1]?.kind !== 'number' ? shorthand[token.text] : undefined;
    return words ? words.split(' ').map((text) => ({ ...token, text })) : [token];
  });
}

/** German writes ordinals with a point ("in der 34. Woche", "am 3. Tag"): before a unit of time it ends no clause. */
const GERMAN_ORDINAL_UNITS = /^(?:woche|wochen|ssw|schwangerschaftswoche|lebenswoche|monat|lebensmonat|tag|lebensjahr)$/;

/** Abbreviations that clinicians and people write with a point inside a sentence ("li. Unterschenkel", "Temp. 38,3"). */
const ABBREVIATIONS: Readonly<Record<Language, ReadonlySet<string>>> = {
  pt: new Set(['aprox', 'temp', 'dr', 'dra', 'sr', 'sra', 'esq', 'dir', 'dta', 'esqda']),
  en: new Set(['approx', 'temp', 'dr', 'vs', 'resp', 'lt', 'rt']),
  es: new Set(['aprox', 'temp', 'dr', 'dra', 'sr', 'sra', 'izq', 'izqda', 'dcha', 'der']),
  // "ca." reaches here already expanded to "circa".
  de: new Set(['circa', 'li', 're', 'bds', 'temp', 'evtl', 'ggf', 'dr', 'max']),
  fr: new Set(['env', 'temp', 'dr', 'mme', 'gche', 'dte']),
};

function isInnerPoint(tokens: readonly Token[], at: number, language: Language): boolean {
  const before = tokens[at - 1];
  if (tokens[at]!.text !== '.' || !before || before.end !== tokens[at]!.start) return false;
  if (before.kind === 'word') return ABBREVIATIONS[language].has(before.text);
  return language === 'de' && before.kind === 'number' && GERMAN_ORDINAL_UNITS.test(tokens[at + 1]?.text ?? '');
}

function withoutInnerPoints(tokens: Token[], language: Language): Token[] {
  return tokens.filter((_, at) => !isInnerPoint(tokens, at, language));
}
