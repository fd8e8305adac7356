/**
 * Folds free text into the form the lexicon is written in: lower case, accents removed, typographic quotes and
 * dashes unified. Digits stay, a decimal comma becomes a point ("39,5" → "39.5") and the symbols vital signs need
 * (/ % °) stay, so the same folded text serves both the word matcher and the vital-sign reader.
 */
export function foldText(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // Keyboards in pt/es often type the ordinal sign for degrees ("39º").
      .replace(/º/g, '°')
      .replace(/[’‘`´]/g, "'")
      .replace(/[–—−]/g, '-')
      .replace(/(\d),(\d)/g, '$1.$2')
      // English contractions: "don't" → "do not", so "not" is one negation cue.
      .replace(/\bcan't\b/g, 'cannot')
      .replace(/\bwon't\b/g, 'will not')
      .replace(/n't\b/g, ' not')
      // Any other apostrophe separates words: French elisions ("n'ai" → "n ai", "l'oeil" → "l oeil"), "I'm" → "i m".
      .replace(/'/g, ' ')
  );
}
