/**
 * Typo tolerance. Short words and numbers are never corrected (too many real words are one letter apart:
 * "cold"/"bold", "dor"/"por"); words of 5–8 letters allow one edit, words of 9 or more allow two.
 */
export function allowedEdits(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps), giving up as soon as
 * it must exceed `max`. Returns `max + 1` when the words are further apart.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previousPrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * The smallest edit distance between `stem` and any beginning of `word`: how a typo is forgiven in a word the
 * lexicon gives as a prefix ("kopfschmerz*" against "kopfschmertzen").
 */
export function prefixEditDistance(stem: string, word: string, max: number): number {
  let best = max + 1;
  for (let length = Math.max(1, stem.length - max); length <= Math.min(word.length, stem.length + max); length++) {
    best = Math.min(best, editDistance(stem, word.slice(0, length), max));
    if (best === 0) break;
  }
  return best;
}
