import type { Analysis, Language, PatientContext, RefineRequest } from '@app/contracts';
import { postToService } from './post-to-service';

export interface RefineCall {
  apiBase: string;
  analysisId: string;
  answers: RefineRequest['answers'];
  context?: PatientContext;
  language: Language;
  signal?: AbortSignal;
}

/** `POST {apiBase}/analyses/:id/refine`: the same analysis again, updated with the follow-up answers. */
export function refineAnalysis({ apiBase, analysisId, answers, context, language, signal }: RefineCall): Promise<Analysis> {
  const body: RefineRequest = context ? { answers, context } : { answers };
  return postToService({
    url: `${apiBase}/analyses/${encodeURIComponent(analysisId)}/refine`,
    body,
    language,
    schema: import('./analysis-schemas').then((schemas) => schemas.analysisSchema),
    signal,
  });
}
