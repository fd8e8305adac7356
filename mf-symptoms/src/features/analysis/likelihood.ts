export type LikelihoodBand = 'high' | 'medium' | 'low';

/**
 * A cause's likelihood (0..1) as words, so the ranking never rests on a bar's length or colour alone.
 * The bands are deliberately coarse: the figures are relative estimates, not probabilities to quote.
 */
export function likelihoodBand(likelihood: number): LikelihoodBand {
  if (likelihood >= 0.5) return 'high';
  if (likelihood >= 0.2) return 'medium';
  return 'low';
}
