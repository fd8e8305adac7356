import type { AnalysisContent, PossibleCause } from '@app/contracts';
import { raiseUrgency, urgencyRank } from '@app/triage';
import { EXTERNAL_DEFAULTS } from '../parsing/external-defaults';
import type { ExternalAnalysis, ExternalCause } from '../parsing/external-analysis';
import { careForUrgency } from './care';
import type { EngineInput, TriageEngine } from './triage-engine';

/** Given likelihoods are kept (clamped); missing ones follow the rank: n, n-1, … 1 over their sum. */
function rankCauses(causes: ExternalCause[]): PossibleCause[] {
  const total = (causes.length * (causes.length + 1)) / 2;
  return causes.map((cause, index) => ({
    name: cause.name,
    likelihood: Math.round(Math.min(Math.max(cause.likelihood ?? (causes.length - index) / total, 0), 1) * 100) / 100,
    evidence: [],
  }));
}

/**
 * Turns what an external provider answered into a full Analysis content: spec §7 defaults for what is
 * missing, then the built-in red-flag rules, which may raise the urgency (and where to go, how soon)
 * but never lower it. Texts the provider does not send (disclaimer, care advice, numbers) come from
 * the engine, as do the follow-up questions that could change the rules' verdict.
 */
export function completeExternalAnalysis(
  answer: ExternalAnalysis,
  input: EngineInput & { locale: string },
  engine: TriageEngine,
): AnalysisContent {
  const defaults = EXTERNAL_DEFAULTS[input.language];
  const providerUrgency = answer.urgency ?? 'medium';
  const verdict = engine.evaluateRedFlags(input);
  const urgency = raiseUrgency(providerUrgency, verdict.urgency ?? 'low');
  const rulesDecide = verdict.urgency !== undefined && urgencyRank(verdict.urgency) >= urgencyRank(providerUrgency);
  const base = careForUrgency(urgency);
  const careSetting = rulesDecide ? (verdict.careSetting ?? base.careSetting) : base.careSetting;
  const timeWindow = rulesDecide ? (verdict.timeWindow ?? base.timeWindow) : base.timeWindow;

  const numbers = engine.emergencyNumbers(input.locale);
  const primary = numbers[0] ?? '112';
  const careAdvice = engine.careAdvice(input.language, careSetting, timeWindow, primary);
  const causes = rankCauses(answer.possibleCauses ?? [{ name: defaults.inProgressCause }]);
  const steps = answer.nextSteps ?? [defaults.seeProfessional];
  // When the rules overrule the provider, where to go comes first so no milder step reads as the advice.
  const nextSteps = urgency !== providerUrgency ? [careAdvice, ...steps] : steps;
  const builtin = engine.analyze(input);

  return {
    language: input.language,
    urgency,
    possibleCauses: causes,
    nextSteps,
    recommendations: answer.recommendations ?? [],
    summary: answer.summary ?? `${defaults.causesIntro} ${causes.map((cause) => cause.name).join(', ')}.`,
    disclaimer: engine.disclaimer(input.language),
    redFlags: verdict.redFlags,
    careSetting,
    timeWindow,
    careAdvice,
    emergencyNumber: { locale: input.locale, primary, all: numbers.length > 0 ? [...numbers] : [primary] },
    followUpQuestions: builtin.followUpQuestions,
    // The provider answered the text, so it is not sent back for more detail; what the built-in reader
    // understood is still shown, so the person can see what the red-flag rules were based on.
    needsMoreDetail: false,
    understood: builtin.understood,
    engineVersion: engine.version,
  };
}
