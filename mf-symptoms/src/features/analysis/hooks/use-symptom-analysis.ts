import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '@app/contracts';
import { AnalysisError, type AnalysisErrorCategory } from '../api/analysis-error';
import { requestAnalysis, type ReceivedAnalysis } from '../api/request-analysis';
import { isLongEnough } from '../symptom-text';

/** Spec §4: idle, then loading on submit, then result or error. */
export type AnalysisState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; analysis: ReceivedAnalysis }
  | { status: 'error'; category: AnalysisErrorCategory };

export function useSymptomAnalysis(language: Language, apiBase: string) {
  const [state, setState] = useState<AnalysisState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  // A request still running when the page goes away is cancelled and its answer ignored.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [],
  );

  const analyze = useCallback(
    async (text: string) => {
      if (!isLongEnough(text)) {
        setState({ status: 'error', category: 'validation' });
        return;
      }
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: 'loading' });
      try {
        const analysis = await requestAnalysis({ apiBase, language, text: text.trim(), signal: controller.signal });
        if (inFlight.current === controller) setState({ status: 'success', analysis });
      } catch (error) {
        const category = error instanceof AnalysisError ? error.category : 'general';
        if (inFlight.current === controller) setState({ status: 'error', category });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [apiBase, language],
  );

  return { state, analyze };
}
