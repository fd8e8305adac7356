import type { CareSetting, Language, TimeWindow, Urgency } from '@app/contracts';
import type { FindingId } from '../findings/finding-ids';
import type { ConditionId } from './condition-ids';

/** A finding that supports a condition; weight 1 (weak, common to many conditions) to 5 (nearly defining). */
export interface SupportingFinding {
  id: FindingId;
  weight: 1 | 2 | 3 | 4 | 5;
}

/** Who a condition happens to; the engine lowers (never removes) conditions outside these bounds. */
export interface ConditionPopulation {
  ageMin?: number;
  ageMax?: number;
  sex?: 'female' | 'male';
  /** Only possible in pregnancy (e.g. pre-eclampsia) or made more likely by it. */
  pregnancy?: 'required' | 'more_likely';
}

/** How long the symptoms typically last when this condition is the cause. */
export type TypicalDuration = 'minutes' | 'hours' | 'days' | 'weeks' | 'months';

export interface Condition {
  id: ConditionId;
  /** Findings that make this condition more likely; at least one must be present for it to be listed. */
  findings: readonly SupportingFinding[];
  /** Findings whose presence makes this condition less likely. */
  against?: readonly FindingId[];
  population?: ConditionPopulation;
  duration?: readonly TypicalDuration[];
  /** It lasts weeks or months by nature (colic, warts, dandruff): a long course alone does not send it to a doctor. */
  longCourse?: true;
  /** How often this is the cause in primary and emergency care: 1 rare … 5 very common. */
  prevalence: 1 | 2 | 3 | 4 | 5;
  /** The urgency this condition usually needs when it is the leading cause. */
  urgency: Urgency;
  careSetting: CareSetting;
  timeWindow: TimeWindow;
  /** Lay name shown to users, per language. */
  names: Readonly<Record<Language, string>>;
  /** 2–4 concrete next steps, per language, in plain words. */
  nextSteps: Readonly<Record<Language, readonly string[]>>;
  /** The public guidance this entry is written from (e.g. "NHS: Appendicitis; NICE CKS: Appendicitis"). */
  source: string;
}
