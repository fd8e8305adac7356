export * from './urgency';
export * from './emergency-numbers';
export { analyze, evaluateRedFlags, createEngine, ENGINE_VERSION, localisedTexts } from './compose';
export type { Engine, EngineInput, EngineTexts, RedFlagEvaluation } from './compose';
export { RED_FLAG_RULES, RED_FLAG_RULES_VERSION, type RedFlagRule } from './rules/red-flags';
export { CRISIS_LINES, crisisLine } from './rules/crisis-lines';
export { FINDINGS, FINDING_IDS, type FindingId } from './findings/finding-ids';
export { CONDITIONS, CONDITION_IDS, type ConditionId } from './knowledge/condition-ids';
export type { Condition } from './knowledge/types';
