import type { AnalysisContent, Language, PatientContext, Provider } from '@app/contracts';
import type { Logger } from '@app/service-kit';
import type { ExternalAnalysis } from '../parsing/external-analysis';
import type { ExternalProvider } from '../providers/analysis-provider';
import type { ProviderError } from '../providers/provider-error';
import { completeExternalAnalysis } from './complete-external';
import type { TriageEngine } from './triage-engine';

export interface AnalyzeInput {
  text: string;
  language: Language;
  locale: string;
  context?: PatientContext;
  requestId: string;
  userAgent: string;
}

export interface AnalyzerResult {
  content: AnalysisContent;
  provider: Provider;
  fallbackFrom?: 'webhook' | 'llm';
  /** What the external provider answered, kept so a refinement can re-apply the rules to it. */
  providerAnswer?: ExternalAnalysis;
}

export interface RefineInput {
  text: string;
  language: Language;
  locale: string;
  context?: PatientContext;
  answers: Record<string, boolean | number | string>;
  provider: Provider;
  providerAnswer?: ExternalAnalysis;
}

export interface Analyzer {
  /** Always resolves: when the external provider fails for good, the built-in engine answers. */
  analyze(input: AnalyzeInput, log: Logger): Promise<AnalyzerResult>;
  /**
   * Follow-up answers change the built-in engine's answer directly. An external answer is not asked
   * again (the spec §7 body has no place for answers); the rules are re-applied to it with the answers.
   */
  refine(input: RefineInput): AnalyzerResult;
}

export function createAnalyzer({ engine, external }: { engine: TriageEngine; external?: ExternalProvider }): Analyzer {
  const builtin = (input: Omit<AnalyzeInput, 'requestId' | 'userAgent'> & { answers?: RefineInput['answers'] }): AnalysisContent =>
    engine.analyze({ text: input.text, language: input.language, context: input.context, answers: input.answers, locale: input.locale });

  return {
    async analyze(input, log) {
      if (!external) return { content: builtin(input), provider: 'builtin' };
      try {
        const answer = await external.analyze(input);
        return { content: completeExternalAnalysis(answer, input, engine), provider: external.name, providerAnswer: answer };
      } catch (error) {
        const failure = error as ProviderError;
        log.warn(
          { provider: external.name, category: failure.category, err: failure },
          'external analysis provider failed; the built-in engine answers',
        );
        return { content: builtin(input), provider: 'builtin', fallbackFrom: external.name };
      }
    },
    refine(input) {
      if (input.provider !== 'builtin' && input.providerAnswer) {
        return {
          content: completeExternalAnalysis(input.providerAnswer, input, engine),
          provider: input.provider,
          providerAnswer: input.providerAnswer,
        };
      }
      return { content: builtin(input), provider: 'builtin' };
    },
  };
}
