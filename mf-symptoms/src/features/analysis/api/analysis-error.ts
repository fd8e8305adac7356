/** The analysis message categories of spec §8; each one has its own text in the `symptoms` namespace. */
export type AnalysisErrorCategory = 'validation' | 'network' | 'timeout' | 'general' | 'invalidData';

export class AnalysisError extends Error {
  constructor(
    readonly category: AnalysisErrorCategory,
    options?: { cause?: unknown },
  ) {
    super(`Symptom analysis failed: ${category}`, options);
    this.name = 'AnalysisError';
  }
}
