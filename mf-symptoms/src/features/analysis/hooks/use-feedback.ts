import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedbackRequest, Language } from '@app/contracts';
import { asAnalysisError } from '../api/analysis-error';
import { sendFeedback } from '../api/send-feedback';

export type FeedbackState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  /** `serverMessage` is the service's own text (429), shown instead of the widget's error text. */
  | { status: 'failed'; serverMessage?: string };

/** The rating widget's request, tied to one analysis id. */
export function useFeedback(apiBase: string, analysisId: string, language: Language) {
  const [state, setState] = useState<FeedbackState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (feedback: FeedbackRequest) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'sending' });
      try {
        await sendFeedback({ apiBase, analysisId, feedback, language, signal: current.signal });
        if (!current.signal.aborted) setState({ status: 'sent' });
      } catch (error) {
        const { serverMessage } = asAnalysisError(error);
        if (!current.signal.aborted) setState(serverMessage ? { status: 'failed', serverMessage } : { status: 'failed' });
      }
    },
    [apiBase, analysisId, language],
  );

  return { state, send };
}
