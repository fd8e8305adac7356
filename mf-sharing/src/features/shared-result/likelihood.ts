export type LikelihoodBand = 'high' | 'medium' | 'low';

/**
 * A cause's likelihood (0..1) in words, the same bands as the result card, so the ranking never rests on a
 * bar alone. Coarse on purpose: the figures are relative estimates, not probabilities to quote.
 */
export function likelihoodBand(likelihood: number): LikelihoodBand {
  if (likelihood >= 0.5) return 'high';
  if (likelihood >= 0.2) return 'medium';
  return 'low';
}
