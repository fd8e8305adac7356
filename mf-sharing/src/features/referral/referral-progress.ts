/** Spec §4/§9: three referred friends with a completed analysis unlock the full history. */
export const REFERRAL_GOAL = 3;

export interface ReferralProgress {
  /** Friends counted towards the goal, 0..REFERRAL_GOAL. */
  done: number;
  missing: number;
  unlocked: boolean;
  /** Between 1 and 2 friends: worth a word of encouragement. */
  nudge: boolean;
}

export function referralProgress(completedReferrals: number): ReferralProgress {
  const count = Number.isFinite(completedReferrals) ? Math.max(0, Math.floor(completedReferrals)) : 0;
  const done = Math.min(count, REFERRAL_GOAL);
  return { done, missing: REFERRAL_GOAL - done, unlocked: done === REFERRAL_GOAL, nudge: done > 0 && done < REFERRAL_GOAL };
}
