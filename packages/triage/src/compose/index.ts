import { CONDITION_ENTRIES } from '../knowledge/conditions';
import { createEngine, type EngineInput, type RedFlagEvaluation } from './analyze';
import type { AnalysisContent } from '@app/contracts';

export { ENGINE_VERSION, createEngine, type Engine, type EngineInput, type RedFlagEvaluation } from './analyze';
export { localisedTexts, type EngineTexts } from './texts';

const engine = createEngine(CONDITION_ENTRIES);

/** Analyses a symptom text: pure, deterministic, no I/O. */
export function analyze(input: EngineInput): AnalysisContent {
  return engine.analyze(input);
}

/** The red-flag rules and vital-sign floors alone: what an external provider's urgency may never go below. */
export function evaluateRedFlags(input: EngineInput): RedFlagEvaluation {
  return engine.evaluateRedFlags(input);
}
