/** A piece of folded text. Commas are kept apart from other punctuation: lists of findings run across them. */
export type TokenKind = 'word' | 'number' | 'symbol' | 'comma' | 'boundary';

export interface Token {
  text: string;
  kind: TokenKind;
}

const TOKEN_PATTERN = /(\d+(?:\.\d+)?)|([a-z]+\d*)|([/%°])|(,)|([.;:!?()[\]{}\n])/g;

/**
 * Splits folded text (see `foldText`) into words, numbers, symbols and clause punctuation. A point inside a number
 * belongs to the number ("39.5"); any other point ends a clause.
 */
export function tokenise(folded: string): Token[] {
  const tokens: Token[] = [];
  for (const match of folded.matchAll(TOKEN_PATTERN)) {
    const [text, number, word, symbol, comma] = match;
    const kind: TokenKind = number ? 'number' : word ? 'word' : symbol ? 'symbol' : comma ? 'comma' : 'boundary';
    tokens.push({ text, kind });
  }
  return tokens;
}
