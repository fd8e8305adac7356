import type { FindingId } from '../findings/finding-ids';
import { durationClass } from '../context/time-course';
import type { Condition } from '../knowledge/types';
import type { ClinicalFacts } from '../rules/facts';

export interface RankedCause {
  condition: Condition;
  score: number;
  /** 0..1 over the causes listed. */
  likelihood: number;
  /** The condition's findings that the facts contain, strongest first. */
  evidence: FindingId[];
  /** The person is outside the condition's usual age, sex or pregnancy: its urgency counts for less. */
  outsidePopulation: boolean;
  /** Share of the condition's finding weight that matched (0..1): a cause seen through one weak sign is uncertain. */
  coverage: number;
}

/** Background facts: they make a cause more likely but are not symptoms a cause has to explain. */
const BACKGROUND: ReadonlySet<FindingId> = new Set<FindingId>([
  'smoker',
  'alcohol_intake',
  'diabetes',
  'heart_disease',
  'anticoagulants',
  'immunosuppressed',
  'recent_travel',
  'sick_contacts',
  'pregnancy',
  'postpartum',
  'recent_surgery',
  'allergen_exposure',
  'heat_exposure',
  'cold_exposure',
  'tick_bite',
  'unprotected_sex',
  'drug_use',
  'breastfeeding',
  'overuse',
  'raised_blood_pressure',
]);

const PREVALENCE_FACTOR = [0.55, 0.7, 0.85, 1, 1.15] as const;
const MAX_CAUSES = 5;
/** A cause is listed only while its score is at least this share of the leading one. */
const LISTING_SHARE = 0.15;

/** Below this age a condition cannot be the writer's own: small children do not type their symptoms. */
const CHILD_WRITER_AGE = 10;

function populationFactor(condition: Condition, facts: ClinicalFacts): number {
  const population = condition.population;
  if (!population) return 1;
  let factor = 1;
  const age = facts.ageYears;
  if (
    age !== undefined &&
    ((population.ageMin !== undefined && age < population.ageMin) || (population.ageMax !== undefined && age > population.ageMax))
  )
    factor *= 0.15;
  // Someone writing of their own symptoms is no baby or small child, whatever age they leave out.
  else if (age === undefined && facts.writesAboutSelf && population.ageMax !== undefined && population.ageMax < CHILD_WRITER_AGE)
    factor *= 0.15;
  if (population.sex && facts.sex && facts.sex !== 'other' && facts.sex !== population.sex) factor *= 0.02;
  if (population.pregnancy === 'required') {
    if (facts.pregnant) factor *= 1;
    else if (facts.sex === 'male' || facts.absent.has('pregnancy')) factor *= 0.02;
    else factor *= facts.present.has('missed_period') ? 0.8 : 0.3;
  }
  if (population.pregnancy === 'more_likely' && facts.pregnant) factor *= 1.5;
  return factor;
}

function durationFactor(condition: Condition, facts: ClinicalFacts): number {
  if (facts.durationHours === undefined || !condition.duration || condition.duration.length === 0) return 1;
  return condition.duration.includes(durationClass(facts.durationHours)) ? 1.2 : 0.6;
}

interface ConditionIndex {
  byFinding: Map<FindingId, Condition[]>;
  totalWeight: Map<Condition, number>;
}

/** Which conditions each finding supports, built once per knowledge base: ranking looks only at candidates. */
const INDEXES = new WeakMap<readonly Condition[], ConditionIndex>();

function indexOf(conditions: readonly Condition[]): ConditionIndex {
  let index = INDEXES.get(conditions);
  if (!index) {
    index = { byFinding: new Map(), totalWeight: new Map() };
    for (const condition of conditions) {
      index.totalWeight.set(
        condition,
        condition.findings.reduce((sum, supporting) => sum + supporting.weight, 0),
      );
      for (const { id } of condition.findings) {
        const list = index.byFinding.get(id);
        if (list) list.push(condition);
        else index.byFinding.set(id, [condition]);
      }
    }
    INDEXES.set(conditions, index);
  }
  return index;
}

function candidates(facts: ClinicalFacts, conditions: readonly Condition[]): Condition[] {
  const { byFinding } = indexOf(conditions);
  const found = new Set<Condition>();
  for (const finding of facts.present) for (const condition of byFinding.get(finding) ?? []) found.add(condition);
  // Knowledge-base order, so that ties break the same way whatever the order of the facts.
  return conditions.filter((condition) => found.has(condition));
}

/**
 * Scores every condition with at least one of its findings present: the weights of the matched findings, how much
 * of the person's symptoms the condition explains, its prevalence, who it happens to and how long it lasts.
 */
export function rankCauses(facts: ClinicalFacts, conditions: readonly Condition[]): RankedCause[] {
  const symptoms = [...facts.present].filter((finding) => !BACKGROUND.has(finding));
  const scored: Omit<RankedCause, 'likelihood'>[] = [];
  const { totalWeight: totals } = indexOf(conditions);
  for (const condition of candidates(facts, conditions)) {
    const matched = condition.findings.filter((supporting) => facts.present.has(supporting.id));
    const matchedWeight = matched.reduce((sum, supporting) => sum + supporting.weight, 0);
    const totalWeight = totals.get(condition)!;
    const explained = symptoms.length === 0 ? 1 : matched.filter((supporting) => !BACKGROUND.has(supporting.id)).length / symptoms.length;
    const strongDenied = condition.findings.filter((supporting) => supporting.weight >= 4 && facts.absent.has(supporting.id)).length;
    const against = (condition.against ?? []).filter((finding) => facts.present.has(finding)).length;
    const population = populationFactor(condition, facts);
    // A cause resting only on background (alcohol, smoking, diabetes) while symptoms point elsewhere is weak.
    const onlyBackground = matched.every((supporting) => BACKGROUND.has(supporting.id)) ? 0.2 : 1;
    const score =
      onlyBackground *
      matchedWeight *
      (0.6 + 0.4 * (matchedWeight / totalWeight)) *
      (0.4 + 0.6 * explained) *
      PREVALENCE_FACTOR[condition.prevalence - 1]! *
      0.4 ** against *
      0.5 ** strongDenied *
      population *
      durationFactor(condition, facts);
    const evidence = [...matched].sort((a, b) => b.weight - a.weight).map((supporting) => supporting.id);
    scored.push({ condition, score, evidence, outsidePopulation: population < 0.5, coverage: matchedWeight / totalWeight });
  }
  scored.sort((a, b) => b.score - a.score || a.condition.id.localeCompare(b.condition.id));
  const top = scored[0]?.score ?? 0;
  const listed = scored.filter((cause) => cause.score >= top * LISTING_SHARE).slice(0, MAX_CAUSES);
  const total = listed.reduce((sum, cause) => sum + cause.score, 0);
  return listed.map((cause) => ({ ...cause, likelihood: Math.round((cause.score / total) * 100) / 100 }));
}
