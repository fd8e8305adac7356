import type { FeedbackRequest, Language } from '@app/contracts';
import { postToService } from './post-to-service';

/** A rating is a few bytes; if it takes this long something is wrong and the user can send it again. */
const FEEDBACK_TIMEOUT_MS = 20_000;

export interface FeedbackCall {
  apiBase: string;
  analysisId: string;
  feedback: FeedbackRequest;
  language: Language;
  signal?: AbortSignal;
}

/** `POST {apiBase}/analyses/:id/feedback`: the rating widget of the result card. */
export async function sendFeedback({ apiBase, analysisId, feedback, language, signal }: FeedbackCall): Promise<void> {
  await postToService({
    url: `${apiBase}/analyses/${encodeURIComponent(analysisId)}/feedback`,
    body: feedback,
    language,
    schema: import('./analysis-schemas').then((schemas) => schemas.feedbackSchema),
    signal,
    timeoutMs: FEEDBACK_TIMEOUT_MS,
  });
}
