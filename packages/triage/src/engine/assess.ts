import { URGENCY_LEVELS, type CareSetting, type TimeWindow, type Urgency } from '@app/contracts';
import type { Condition } from '../knowledge/types';
import { firedRules } from '../rules/evaluate';
import type { ClinicalFacts } from '../rules/facts';
import type { RedFlagRule } from '../rules/red-flags';
import { vitalSignFloor } from '../rules/vital-sign-thresholds';
import { raiseUrgency, urgencyRank } from '../urgency';
import { rankCauses, type RankedCause } from './rank';

export interface Assessment {
  redFlags: RedFlagRule[];
  causes: RankedCause[];
  urgency: Urgency;
  careSetting: CareSetting;
  timeWindow: TimeWindow;
}

const SETTING_ORDER: readonly CareSetting[] = ['ambulance', 'emergency_department', 'urgent_care', 'doctor', 'pharmacy', 'self_care'];
const WINDOW_ORDER: readonly TimeWindow[] = ['now', 'within_hours', 'within_24h', 'within_days', 'self_care'];

/** Where to go and how soon when nothing more specific decides it. */
const DEFAULT_CARE: Readonly<Record<Urgency, { careSetting: CareSetting; timeWindow: TimeWindow }>> = {
  emergency: { careSetting: 'ambulance', timeWindow: 'now' },
  high: { careSetting: 'urgent_care', timeWindow: 'within_hours' },
  medium: { careSetting: 'doctor', timeWindow: 'within_24h' },
  low: { careSetting: 'self_care', timeWindow: 'self_care' },
};

function lower(urgency: Urgency, steps: number): Urgency {
  return URGENCY_LEVELS[Math.max(0, urgencyRank(urgency) - steps)]!;
}

/**
 * The urgency a listed cause calls for, weighed by how likely it is: the leading cause keeps its urgency from 20 %
 * likelihood, the others from 40 % (one level lower from 30 %, two below that); a cause outside its usual
 * population counts two levels lower, and one seen through a small share of its findings one (leading) or two lower.
 */
function causeUrgency(causes: readonly RankedCause[]): Urgency {
  let urgency: Urgency = 'low';
  for (const [rank, cause] of causes.entries()) {
    const likely = rank === 0 ? cause.likelihood >= 0.2 : cause.likelihood >= 0.4;
    const possible = rank === 0 || cause.likelihood >= 0.3;
    const thin = rank === 0 ? (cause.coverage < 0.25 ? 1 : 0) : cause.coverage < 0.2 ? 2 : cause.coverage < 0.35 ? 1 : 0;
    const steps = (likely ? 0 : possible ? 1 : 2) + (cause.outsidePopulation ? 2 : 0) + thin;
    urgency = raiseUrgency(urgency, lower(cause.condition.urgency, steps));
  }
  return urgency;
}

/** Floors from the person and the course, when no rule names them: babies, long illness, severe symptoms. */
function contextFloor(facts: ClinicalFacts): Urgency {
  let floor: Urgency = 'low';
  if (facts.present.size === 0) return floor;
  if (facts.ageYears !== undefined && facts.ageYears < 0.25) floor = raiseUrgency(floor, 'medium');
  if (facts.severe) floor = raiseUrgency(floor, 'medium');
  // NHS: symptoms lasting three weeks or more (a cough, a change in bowel habit …) should be seen by a GP.
  if ((facts.durationHours ?? 0) >= 24 * 21) floor = raiseUrgency(floor, 'medium');
  if ((facts.ageYears ?? 0) >= 75 && (facts.present.has('fever') || facts.present.has('confusion'))) floor = raiseUrgency(floor, 'medium');
  return floor;
}

function mostUrgentCare(rules: readonly RedFlagRule[]): { careSetting: CareSetting; timeWindow: TimeWindow } {
  const careSetting = SETTING_ORDER.find((setting) => rules.some((rule) => rule.careSetting === setting))!;
  const timeWindow = WINDOW_ORDER.find((window) => rules.some((rule) => rule.timeWindow === window))!;
  return { careSetting, timeWindow };
}

/**
 * Urgency = the highest of the red-flag floor, the causes' urgency weighed by likelihood, the vital-sign floor
 * and the context floor. An emergency a rule found is never lowered.
 */
export function assess(facts: ClinicalFacts, conditions: readonly Condition[]): Assessment {
  const redFlags = firedRules(facts);
  const causes = rankCauses(facts, conditions);
  const ruleUrgency = redFlags.reduce<Urgency>((urgency, rule) => raiseUrgency(urgency, rule.urgency), 'low');
  const vitalUrgency = vitalSignFloor(facts.vitals, facts.ageYears, facts.present) ?? 'low';
  const urgency = [causeUrgency(causes), vitalUrgency, contextFloor(facts)].reduce(raiseUrgency, ruleUrgency);

  const decidingRules = redFlags.filter((rule) => rule.urgency === urgency);
  const leading = causes[0]?.condition;
  const care =
    decidingRules.length > 0
      ? mostUrgentCare(decidingRules)
      : leading && leading.urgency === urgency
        ? { careSetting: leading.careSetting, timeWindow: leading.timeWindow }
        : DEFAULT_CARE[urgency];
  return { redFlags, causes, urgency, ...care };
}
