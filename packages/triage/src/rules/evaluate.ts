import { holds } from './conditions';
import type { ClinicalFacts } from './facts';
import { RED_FLAG_RULES, type RedFlagRule } from './red-flags';

/** The red-flag rules the facts satisfy, most urgent first (the rule file's order within an urgency). */
export function firedRules(facts: ClinicalFacts, rules: readonly RedFlagRule[] = RED_FLAG_RULES): RedFlagRule[] {
  const fired = rules.filter((rule) => holds(rule.when, facts));
  return [...fired.filter((rule) => rule.urgency === 'emergency'), ...fired.filter((rule) => rule.urgency !== 'emergency')];
}
