export * from './urgency';
// The numbers live in contracts (the symptom page shows them offline); the engine's users keep importing them from here.
export { CRISIS_LINES, EMERGENCY_NUMBERS, crisisLine, emergencyLocale, emergencyNumbers, type EmergencyLocale } from '@app/contracts';
export { analyze, evaluateRedFlags, createEngine, ENGINE_VERSION, localisedTexts } from './compose';
export type { Engine, EngineInput, EngineTexts, RedFlagEvaluation } from './compose';
export { RED_FLAG_RULES, RED_FLAG_RULES_VERSION, type RedFlagRule } from './rules/red-flags';
export { FINDINGS, FINDING_IDS, type FindingId } from './findings/finding-ids';
export { FINDING_LABELS } from './findings/labels';
export { CONDITIONS, CONDITION_IDS, type ConditionId } from './knowledge/condition-ids';
export { CONDITION_ENTRIES } from './knowledge/conditions';
export type { Condition } from './knowledge/types';
