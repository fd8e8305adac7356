/**
 * The analysis message categories of spec §8, plus `rateLimited` for the service's 429; each one has its own
 * text in the `symptoms` namespace.
 */
export type AnalysisErrorCategory = 'validation' | 'network' | 'timeout' | 'general' | 'invalidData' | 'rateLimited';

export class AnalysisError extends Error {
  /** The service's own localised message, shown instead of the category's text when present (429). */
  readonly serverMessage: string | undefined;

  constructor(
    readonly category: AnalysisErrorCategory,
    options?: { cause?: unknown; serverMessage?: string },
  ) {
    super(`Symptom analysis failed: ${category}`, { cause: options?.cause });
    this.name = 'AnalysisError';
    this.serverMessage = options?.serverMessage;
  }
}

/** Any failure as an `AnalysisError`, so the screen always has a category to show. */
export function asAnalysisError(error: unknown): AnalysisError {
  return error instanceof AnalysisError ? error : new AnalysisError('general', { cause: error });
}
