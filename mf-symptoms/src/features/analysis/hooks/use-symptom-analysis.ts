import { useCallback, useEffect, useRef, useState } from 'react';
import type { Analysis, Language, PatientContext, RefineRequest } from '@app/contracts';
import { AnalysisError, asAnalysisError, type AnalysisErrorCategory } from '../api/analysis-error';
import { refineAnalysis } from '../api/refine-analysis';
import { requestAnalysis } from '../api/request-analysis';
import { isLongEnough } from '../symptom-text';

export interface ShownError {
  category: AnalysisErrorCategory;
  /** The service's own message (429), shown instead of the category's text. */
  serverMessage?: string;
  /** Which request failed: a failed refinement keeps the result on screen. */
  during: 'analyze' | 'refine';
}

/**
 * Spec §4: idle, then loading on submit, then result or error. A result can then be refined in place:
 * while `pending` is 'refine' the current `analysis` stays on screen.
 */
export interface AnalysisState {
  pending: 'analyze' | 'refine' | null;
  analysis: Analysis | null;
  /** The description as sent (trimmed): a refinement reads the same text, and `analysis.understood` points into it. */
  analyzedText: string;
  error: ShownError | null;
  /** What the last successful request did, for the status line. */
  outcome: 'received' | 'refined' | null;
}

const IDLE: AnalysisState = { pending: null, analysis: null, analyzedText: '', error: null, outcome: null };

function shownError(error: unknown, during: ShownError['during']): ShownError {
  const { category, serverMessage } = asAnalysisError(error);
  return serverMessage ? { category, serverMessage, during } : { category, during };
}

export function useSymptomAnalysis(language: Language, apiBase: string) {
  const [state, setState] = useState<AnalysisState>(IDLE);
  const inFlight = useRef<AbortController | null>(null);

  // A request still running when the page goes away is cancelled and its answer ignored.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [],
  );

  /** Runs one request at a time: a newer one cancels the older, whose answer is then ignored. */
  const run = useCallback(async (call: (signal: AbortSignal) => Promise<Analysis>, during: ShownError['during']) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const current = () => inFlight.current === controller;
    try {
      const analysis = await call(controller.signal);
      if (current())
        setState((previous) => ({
          ...previous,
          pending: null,
          analysis,
          error: null,
          outcome: during === 'analyze' ? 'received' : 'refined',
        }));
    } catch (error) {
      if (current()) setState((previous) => ({ ...previous, pending: null, error: shownError(error, during), outcome: null }));
    } finally {
      if (current()) inFlight.current = null;
    }
  }, []);

  const analyze = useCallback(
    async (text: string, context?: PatientContext) => {
      if (!isLongEnough(text)) {
        inFlight.current?.abort();
        inFlight.current = null;
        setState({ ...IDLE, error: shownError(new AnalysisError('validation'), 'analyze') });
        return;
      }
      // A new description gets a new result: the old one must not be mistaken for it.
      const analyzedText = text.trim();
      setState({ ...IDLE, pending: 'analyze', analyzedText });
      await run((signal) => requestAnalysis({ apiBase, language, text: analyzedText, context, signal }), 'analyze');
    },
    [apiBase, language, run],
  );

  const refine = useCallback(
    async (answers: RefineRequest['answers'], context?: PatientContext) => {
      const analysisId = state.analysis?.id;
      if (!analysisId) return;
      setState((previous) => ({ ...previous, pending: 'refine', error: null, outcome: null }));
      await run((signal) => refineAnalysis({ apiBase, language, analysisId, answers, context, signal }), 'refine');
    },
    [apiBase, language, run, state.analysis?.id],
  );

  return { state, analyze, refine };
}
