import { URGENCY_LEVELS, type CareSetting, type TimeWindow, type Urgency } from '@app/contracts';
import { ESCALATIONS } from '../knowledge/escalations';
import type { FindingId } from '../findings/finding-ids';
import type { Condition } from '../knowledge/types';
import { holds } from '../rules/conditions';
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

/** What a cause calls for in this person: its usual urgency, raised by the first of its escalations that applies. */
interface CauseCare {
  urgency: Urgency;
  careSetting: CareSetting;
  timeWindow: TimeWindow;
}

export function causeCare(condition: Condition, facts: ClinicalFacts): CauseCare {
  const usual: CauseCare = { urgency: condition.urgency, careSetting: condition.careSetting, timeWindow: condition.timeWindow };
  const escalation = (ESCALATIONS[condition.id] ?? []).find((candidate) => holds(candidate.when, facts));
  return escalation && urgencyRank(escalation.urgency) > urgencyRank(usual.urgency) ? escalation : usual;
}

/** A runner-up this close to the leading cause is as plausible as the leader: its urgency is not discounted. */
const CLOSE_BEHIND = 0.8;

/**
 * The urgency the listed causes call for, each weighed by how likely it is (principles, not per-case tuning):
 * - The leading cause keeps its urgency from 20 % likelihood; below that the text is too vague for it to decide
 *   alone, so it counts one level lower (avoids over-triage from a weak match).
 * - A runner-up keeps its urgency when it is close behind the leader (at least 80 % of the leader's likelihood)
 *   or itself likely (≥ 40 %): a dangerous cause a whisker behind a benign one must not be ignored (avoids
 *   under-triage). From 30 % it counts one level lower, below that two.
 * - A cause outside its usual age, sex or pregnancy counts two levels lower; one seen through a small share of its
 *   findings one level lower (leader under 25 % of its finding weight, runner-up under 35 %), a runner-up under
 *   20 % two: a single shared, unspecific symptom does not make a dangerous cause likely.
 */
function causeUrgency(causes: readonly RankedCause[], facts: ClinicalFacts): Urgency {
  let urgency: Urgency = 'low';
  const leader = causes[0];
  for (const [rank, cause] of causes.entries()) {
    const close = rank > 0 && leader !== undefined && cause.likelihood >= CLOSE_BEHIND * leader.likelihood;
    const likely = rank === 0 ? cause.likelihood >= 0.2 : close || cause.likelihood >= 0.4;
    const possible = rank === 0 || cause.likelihood >= 0.3;
    const thin = rank === 0 ? (cause.coverage < 0.25 ? 1 : 0) : cause.coverage < 0.2 ? 2 : cause.coverage < 0.35 ? 1 : 0;
    const steps = (likely ? 0 : possible ? 1 : 2) + (cause.outsidePopulation ? 2 : 0) + thin;
    urgency = raiseUrgency(urgency, lower(causeCare(cause.condition, facts).urgency, steps));
  }
  return urgency;
}

const FEVER: readonly FindingId[] = ['fever', 'high_fever', 'chills'];
const SEE_A_GP: readonly FindingId[] = ['breast_lump', 'testicular_lump', 'skin_lesion_change', 'blood_in_urine'];

/** Floors from the person and the course, when no rule names them: babies, long illness, severe symptoms. */
function contextFloor(facts: ClinicalFacts, causes: readonly RankedCause[]): Urgency {
  let floor: Urgency = 'low';
  if (facts.present.size === 0) return floor;
  // Babies under 3 months are seen by a doctor (NICE NG143), unless the picture is a likely, benign condition of
  // their own that guidance manages at home (colic, oral thrush: NICE CKS). Anything new in pregnancy is checked and
  // a severe symptom is seen, unless only benign causes are in view (heartburn in pregnancy however it feels).
  const leading = causes[0];
  const benign = (cause: RankedCause) => !cause.outsidePopulation && causeCare(cause.condition, facts).urgency === 'low';
  const likelyBenign = leading !== undefined && benign(leading) && leading.likelihood >= 0.5;
  const benignInView =
    likelyBenign || (leading !== undefined && benign(leading) && causes.every((cause) => cause.likelihood < 0.15 || benign(cause)));
  if (facts.ageYears !== undefined && facts.ageYears < 0.25 && !likelyBenign) floor = raiseUrgency(floor, 'medium');
  if (facts.severe && !benignInView) floor = raiseUrgency(floor, 'medium');
  // A red-flag sign only partly told is never low: it is checked (and a follow-up question asks for the rest).
  if (facts.present.has('suspected_stroke_sign') || facts.present.has('suspected_chest_pressure')) floor = raiseUrgency(floor, 'medium');
  // NHS: symptoms that last two weeks or more, get worse or do not improve with treatment should be seen by a GP;
  // so should a very high temperature (NHS: fever in adults and children — call 111 or see a GP).
  const longCourse = leading !== undefined && leading.condition.longCourse === true && !leading.outsidePopulation;
  if ((facts.durationHours ?? 0) >= 24 * 14 && !longCourse) floor = raiseUrgency(floor, 'medium');
  // "2 horas con hipo y no se me quita": what has not gone in a few hours has not yet failed to improve.
  const brief = facts.durationHours !== undefined && facts.durationHours < 24;
  if ((facts.present.has('not_improving') && !brief) || facts.present.has('high_fever')) floor = raiseUrgency(floor, 'medium');
  // NHS: Shortness of breath — see a GP if you keep getting short of breath; it is never left to self-care alone.
  if (facts.present.has('shortness_of_breath')) floor = raiseUrgency(floor, 'medium');
  // NHS: Malaria — a fever after travel needs medical help the same day (up to a year after returning).
  if (facts.present.has('recent_travel') && FEVER.some((finding) => facts.present.has(finding))) floor = raiseUrgency(floor, 'high');
  // NHS: Pregnancy — call your midwife or GP about any new symptom; what is minor otherwise is checked in pregnancy.
  // A benign complaint of pregnancy itself (morning sickness) has its own self-care guidance and is not checked again.
  const ownToPregnancy = leading !== undefined && benign(leading) && leading.condition.population?.pregnancy === 'required';
  if (facts.pregnant && facts.present.size > 1 && !benignInView && !ownToPregnancy) floor = raiseUrgency(floor, 'medium');
  if ((facts.ageYears ?? 0) >= 75 && (facts.present.has('fever') || facts.present.has('confusion'))) floor = raiseUrgency(floor, 'medium');
  // NICE NG12 and NHS: a new lump in a breast or testicle, a changing mole and blood in the urine are seen by a GP.
  if (SEE_A_GP.some((finding) => facts.present.has(finding))) floor = raiseUrgency(floor, 'medium');
  // NICE NG109: a urinary infection in a man is always seen by a doctor (and a burning pee may be an STI).
  if (facts.sex === 'male' && facts.present.has('painful_urination')) floor = raiseUrgency(floor, 'medium');
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
  const urgency = [causeUrgency(causes, facts), vitalUrgency, contextFloor(facts, causes)].reduce(raiseUrgency, ruleUrgency);

  const decidingRules = redFlags.filter((rule) => rule.urgency === urgency);
  const leading = causes[0] && causeCare(causes[0].condition, facts);
  const care =
    decidingRules.length > 0
      ? mostUrgentCare(decidingRules)
      : leading && leading.urgency === urgency
        ? { careSetting: leading.careSetting, timeWindow: leading.timeWindow }
        : DEFAULT_CARE[urgency];
  return { redFlags, causes, urgency, ...care };
}
