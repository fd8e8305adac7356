import type { Language } from '@app/contracts';
import { foldText } from '../../normalise/fold-text';

/** Features hash into this many buckets (2^16): small enough to ship in the engine, as good as 2^18 on dev. */
const FEATURE_BITS = 16;
export const BUCKETS = 1 << FEATURE_BITS;

/** FNV-1a, 32 bits: the same bucket in the training script and in the engine. */
function bucketOf(feature: string): number {
  let hash = 2166136261;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) & (BUCKETS - 1);
}

/**
 * The buckets a text falls in: its character 3- to 5-grams and its words, in the folded form the lexicon uses,
 * per language. No vocabulary is needed: spellings, typos and inflections it never saw still share n-grams.
 */
export function featuresOf(text: string, language: Language): number[] {
  const folded = ` ${foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  const buckets = new Set<number>();
  for (let size = 3; size <= 5; size++) {
    for (let at = 0; at + size <= folded.length; at++) buckets.add(bucketOf(`${language}${folded.slice(at, at + size)}`));
  }
  for (const word of folded.trim().split(' ')) buckets.add(bucketOf(`${language}w${word}`));
  return [...buckets];
}
