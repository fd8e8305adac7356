import type { Analysis, Language, PatientContext } from '@app/contracts';
import { postToService } from './post-to-service';

export interface AnalysisRequest {
  apiBase: string;
  text: string;
  language: Language;
  context?: PatientContext;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** `POST {apiBase}/analyses`: a new analysis of the text, in the page's language. */
export function requestAnalysis({ apiBase, text, language, context, signal, timeoutMs }: AnalysisRequest): Promise<Analysis> {
  return postToService({
    url: `${apiBase}/analyses`,
    body: context ? { text, language, context } : { text, language },
    language,
    schema: import('./analysis-schemas').then((schemas) => schemas.analysisSchema),
    signal,
    timeoutMs,
  });
}
