import type { Language, Urgency } from '@app/contracts';
import { BUCKETS, featuresOf } from './features';

export interface TrainingCase {
  id: string;
  language: Language;
  text: string;
  goldUrgency: Urgency;
}

/** A trained model: weights quantised to one signed byte each (base64), their scale and the bias. */
export interface SecondOpinionModel {
  weights: string;
  scale: number;
  bias: number;
  trainedOn: number;
}

/**
 * Logistic regression, "was this an emergency", by stochastic gradient descent in a fixed order (cases sorted by
 * id) so the same cases always give the same model. Settings chosen before the frozen test splits were run.
 */
export function trainSecondOpinion(cases: readonly TrainingCase[]): SecondOpinionModel {
  const EPOCHS = 15;
  const RATE = 0.1;
  const L2 = 1e-5;
  const examples = [...cases]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((item) => ({ features: featuresOf(item.text, item.language), emergency: item.goldUrgency === 'emergency' ? 1 : 0 }));
  const weights = new Float64Array(BUCKETS);
  let bias = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const { features, emergency } of examples) {
      let logit = bias;
      for (const bucket of features) logit += weights[bucket]!;
      const error = 1 / (1 + Math.exp(-logit)) - emergency;
      bias -= RATE * error;
      const step = RATE * (error / Math.sqrt(features.length));
      for (const bucket of features) weights[bucket]! -= step + RATE * L2 * weights[bucket]!;
    }
  }
  const largest = weights.reduce((max, weight) => Math.max(max, Math.abs(weight)), 0) || 1;
  const scale = largest / 127;
  const bytes = Int8Array.from(weights, (weight) => Math.round(weight / scale));
  return {
    weights: Buffer.from(bytes.buffer).toString('base64'),
    scale: Number(scale.toPrecision(8)),
    bias: Number(bias.toPrecision(8)),
    trainedOn: examples.length,
  };
}
