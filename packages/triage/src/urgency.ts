import { URGENCY_LEVELS } from '@app/contracts';
import type { Urgency } from '@app/contracts';

export function urgencyRank(urgency: Urgency): number {
  return URGENCY_LEVELS.indexOf(urgency);
}

/**
 * The more urgent of two levels. Whatever provider answers, the red-flag rules may raise its urgency and
 * never lower it: combining with this function is how that rule is kept.
 */
export function raiseUrgency(current: Urgency, floor: Urgency): Urgency {
  return urgencyRank(floor) > urgencyRank(current) ? floor : current;
}
