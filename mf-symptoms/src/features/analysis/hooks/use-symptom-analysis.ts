import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Analysis, Language, PatientContext, RefineRequest } from '@app/contracts';
import { invalidateAnalyses } from '@app/ui';
import { AnalysisError, asAnalysisError, type AnalysisErrorCategory } from '../api/analysis-error';
import { refineAnalysis } from '../api/refine-analysis';
import { requestAnalysis } from '../api/request-analysis';
import { isLongEnough } from '../symptom-text';
import type { KeptText } from '../../offline/kept-text';
import { keptTextStore } from '../../offline/kept-text-store';
import { failedOffline, isOffline, keepText, sentWhileSettling } from '../../offline/offline-keeping';

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
  /** A description sent while offline, kept on the device and sent again when the connection is back. */
  kept: KeptText | null;
  /** The request running is a kept description's, sent on its own once the device came back online. */
  resumed: boolean;
}

const IDLE: AnalysisState = { pending: null, analysis: null, analyzedText: '', error: null, outcome: null, kept: null, resumed: false };

function shownError(error: unknown, during: ShownError['during']): ShownError {
  const { category, serverMessage } = asAnalysisError(error);
  return serverMessage ? { category, serverMessage, during } : { category, during };
}

export interface SymptomAnalysisOptions {
  /** Gives the screen a description kept from an earlier visit, so the field shows what will be analysed. */
  onKeptTextFound?: (text: string) => void;
}

export function useSymptomAnalysis(language: Language, apiBase: string, { onKeptTextFound }: SymptomAnalysisOptions = {}) {
  const queryClient = useQueryClient();
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

  /**
   * Runs one request at a time: a newer one cancels the older, whose answer is then ignored. A `keepable`
   * description that fails because the device is offline is kept for the `online` event instead of an error.
   */
  const run = useCallback(
    async (call: (signal: AbortSignal) => Promise<Analysis>, during: ShownError['during'], keepable?: KeptText) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const current = () => inFlight.current === controller;
      try {
        const analysis = await call(controller.signal);
        // Stored, whether or not this page still wants the answer: the history and the dashboard's count change.
        void invalidateAnalyses(queryClient);
        if (current())
          setState((previous) => ({
            ...previous,
            pending: null,
            analysis,
            error: null,
            outcome: during === 'analyze' ? 'received' : 'refined',
          }));
      } catch (error) {
        const kept = keepable && failedOffline(error) ? await keepText(keptTextStore(), keepable) : null;
        if (current())
          setState((previous) => ({ ...previous, pending: null, kept, error: kept ? null : shownError(error, during), outcome: null }));
      } finally {
        if (current()) inFlight.current = null;
      }
    },
    [queryClient],
  );

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
      const keepable: KeptText = { text: analyzedText, language, ...(context ? { context } : {}), keptAt: new Date().toISOString() };
      setState({ ...IDLE, pending: 'analyze', analyzedText });
      await run((signal) => requestAnalysis({ apiBase, language, text: analyzedText, context, signal }), 'analyze', keepable);
    },
    [apiBase, language, run],
  );

  /** Sends the kept description, in the language it was written in; still offline, it is kept again. */
  const sendKept = useCallback(async () => {
    const kept = await keptTextStore()
      .take()
      .catch((error: unknown) => void console.warn('the kept description could not be read', error));
    if (!kept) return;
    const { text, language: written, context } = kept;
    setState({ ...IDLE, pending: 'analyze', analyzedText: text, resumed: true });
    await run(
      (signal) => sentWhileSettling(() => requestAnalysis({ apiBase, language: written, text, context, signal }), signal),
      'analyze',
      kept,
    );
  }, [apiBase, run]);

  // A description kept on an earlier visit is shown again, and sent now or as soon as the device is back online.
  useEffect(() => {
    let mounted = true;
    void keptTextStore()
      .peek()
      .then(
        (kept) => {
          if (!mounted || !kept) return;
          onKeptTextFound?.(kept.text);
          if (isOffline()) setState((previous) => ({ ...previous, kept }));
          else void sendKept();
        },
        (error: unknown) => console.warn('the kept description could not be read', error),
      );
    const online = () => void sendKept();
    window.addEventListener('online', online);
    return () => {
      mounted = false;
      window.removeEventListener('online', online);
    };
  }, [onKeptTextFound, sendKept]);

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
