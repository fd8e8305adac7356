import { FINDINGS, type FindingId } from '../findings/finding-ids';
import type { ClinicalFacts } from './facts';

/**
 * The small language red-flag rules are written in: data, not code, so that each rule can be printed for a
 * clinician to read (see RED-FLAGS.md) exactly as the engine evaluates it.
 */
export type RuleCondition =
  | { finding: FindingId }
  | { all: readonly RuleCondition[] }
  | { any: readonly RuleCondition[] }
  | { not: RuleCondition }
  /** Age known and below this many years. */
  | { ageUnder: number }
  | { ageAtLeast: number }
  /** Under 5 years, or a baby mentioned without an age. */
  | { youngChild: true }
  /** A baby mentioned without an age. */
  | { infantAgeUnknown: true }
  | { sex: 'female' | 'male' }
  | { pregnant: true }
  | { suddenOnset: true }
  | { severe: true }
  /** The symptoms have lasted at least this many hours. */
  | { lastedAtLeastHours: number }
  /** Some symptom has gone on for at least this many hours (the longest duration stated): a recurring pattern. */
  | { goneOnAtLeastHours: number }
  /** Some count of minutes in the text is at least this ("a fit of 7 minutes"). */
  | { minutesToldAtLeast: number }
  | { temperatureAtLeast: number }
  /** The stated heart rate is above this (beats a minute). */
  | { heartRateAbove: number }
  /** The stated breathing rate is at or above this (breaths a minute). */
  | { respiratoryRateAtLeast: number }
  /** Both the heart rate and the breathing rate are given as numbers. */
  | { ratesMeasured: true }
  | { glucoseBelow: number }
  | { glucoseAtLeast: number }
  /** Systolic or diastolic pressure at or above these values (mmHg). */
  | { bloodPressureAtLeast: readonly [systolic: number, diastolic: number] };

export const finding = (id: FindingId): RuleCondition => ({ finding: id });
export const anyOf = (...conditions: (RuleCondition | FindingId)[]): RuleCondition => ({ any: conditions.map(lift) });
export const allOf = (...conditions: (RuleCondition | FindingId)[]): RuleCondition => ({ all: conditions.map(lift) });
export const not = (condition: RuleCondition | FindingId): RuleCondition => ({ not: lift(condition) });

function lift(condition: RuleCondition | FindingId): RuleCondition {
  return typeof condition === 'string' ? { finding: condition } : condition;
}

export function holds(condition: RuleCondition, facts: ClinicalFacts): boolean {
  if ('finding' in condition) return facts.present.has(condition.finding);
  if ('all' in condition) return condition.all.every((part) => holds(part, facts));
  if ('any' in condition) return condition.any.some((part) => holds(part, facts));
  if ('not' in condition) return !holds(condition.not, facts);
  if ('ageUnder' in condition) return facts.ageYears !== undefined && facts.ageYears < condition.ageUnder;
  if ('ageAtLeast' in condition) return facts.ageYears !== undefined && facts.ageYears >= condition.ageAtLeast;
  if ('youngChild' in condition) return facts.ageYears !== undefined ? facts.ageYears < 5 : facts.infantMentioned === true;
  if ('infantAgeUnknown' in condition) return facts.ageYears === undefined && facts.infantMentioned === true;
  if ('sex' in condition) return facts.sex === condition.sex;
  if ('pregnant' in condition) return facts.pregnant;
  if ('suddenOnset' in condition) return facts.suddenOnset;
  if ('severe' in condition) return facts.severe;
  if ('lastedAtLeastHours' in condition) return (facts.durationHours ?? 0) >= condition.lastedAtLeastHours;
  if ('goneOnAtLeastHours' in condition) return (facts.courseHours ?? 0) >= condition.goneOnAtLeastHours;
  if ('minutesToldAtLeast' in condition) return (facts.mostMinutes ?? 0) >= condition.minutesToldAtLeast;
  if ('temperatureAtLeast' in condition) return (facts.vitals.temperatureC ?? -Infinity) >= condition.temperatureAtLeast;
  if ('heartRateAbove' in condition) return (facts.vitals.heartRate ?? -Infinity) > condition.heartRateAbove;
  if ('respiratoryRateAtLeast' in condition) return (facts.vitals.respiratoryRate ?? -Infinity) >= condition.respiratoryRateAtLeast;
  if ('ratesMeasured' in condition) return facts.vitals.heartRate !== undefined && facts.vitals.respiratoryRate !== undefined;
  if ('glucoseBelow' in condition) return (facts.vitals.glucoseMgDl ?? Infinity) < condition.glucoseBelow;
  if ('bloodPressureAtLeast' in condition) {
    const [systolic, diastolic] = condition.bloodPressureAtLeast;
    return (facts.vitals.systolic ?? 0) >= systolic || (facts.vitals.diastolic ?? 0) >= diastolic;
  }
  return (facts.vitals.glucoseMgDl ?? -Infinity) >= condition.glucoseAtLeast;
}

function describeAge(years: number): string {
  if (years >= 1) return `${years} years`;
  const months = Math.round(years * 12);
  return `${months} months`;
}

/** The condition in plain English, for the clinicians' table. */
export function describeCondition(condition: RuleCondition, nested = false): string {
  const group = (parts: readonly RuleCondition[], joiner: string) => {
    const text = parts.map((part) => describeCondition(part, true)).join(joiner);
    return nested && parts.length > 1 ? `(${text})` : text;
  };
  if ('finding' in condition) return FINDINGS[condition.finding];
  if ('all' in condition) return group(condition.all, ' AND ');
  if ('any' in condition) return group(condition.any, ' OR ');
  if ('not' in condition) return `NOT ${describeCondition(condition.not, true)}`;
  if ('ageUnder' in condition) return `age under ${describeAge(condition.ageUnder)}`;
  if ('ageAtLeast' in condition) return `age ${describeAge(condition.ageAtLeast)} or more`;
  if ('youngChild' in condition) return 'child under 5 (or a baby of unknown age)';
  if ('infantAgeUnknown' in condition) return 'a baby of unknown age';
  if ('sex' in condition) return condition.sex;
  if ('pregnant' in condition) return 'pregnant';
  if ('suddenOnset' in condition) return 'sudden onset';
  if ('severe' in condition) return 'described as severe (or pain ≥ 8/10)';
  if ('lastedAtLeastHours' in condition) {
    const hours = condition.lastedAtLeastHours;
    return `symptoms for ${hours % 24 === 0 ? `${hours / 24} days` : `${hours} hours`} or more`;
  }
  if ('goneOnAtLeastHours' in condition) return `a pattern going on for ${condition.goneOnAtLeastHours / 24} days or more`;
  if ('minutesToldAtLeast' in condition) return `${condition.minutesToldAtLeast} minutes or more told`;
  if ('temperatureAtLeast' in condition) return `temperature ≥ ${condition.temperatureAtLeast} °C`;
  if ('heartRateAbove' in condition) return `heart rate > ${condition.heartRateAbove}/min`;
  if ('respiratoryRateAtLeast' in condition) return `breathing rate ≥ ${condition.respiratoryRateAtLeast}/min`;
  if ('ratesMeasured' in condition) return 'heart and breathing rates given as numbers';
  if ('glucoseBelow' in condition) return `blood glucose < ${condition.glucoseBelow} mg/dL`;
  if ('bloodPressureAtLeast' in condition)
    return `blood pressure ≥ ${condition.bloodPressureAtLeast[0]}/${condition.bloodPressureAtLeast[1]} mmHg`;
  return `blood glucose ≥ ${condition.glucoseAtLeast} mg/dL`;
}
