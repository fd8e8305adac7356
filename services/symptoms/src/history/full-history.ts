import type { HistoryList } from '@app/contracts';

/** Why a user sees their whole history (spec §6, §9), or null for the free view of the 2 most recent items. */
export type FullHistoryBy = HistoryList['fullHistoryBy'];

/** One thing that unlocks the whole history: a Pro plan (`proFullHistory`) or enough completed referrals (`referralFullHistory`). */
export interface HistoryUnlock {
  unlocks(userId: string): Promise<boolean>;
}

/** What stands in for a service that is not configured (PRO_URL or SHARING_URL unset). */
export const unlocksNothing: HistoryUnlock = {
  unlocks: async () => false,
};

/** Decides the history view of a user. */
export interface FullHistory {
  fullHistoryBy(userId: string): Promise<FullHistoryBy>;
}

/**
 * Asks both at once, so the list waits for the slower only. The plan is named when both unlock: it is
 * what the user pays for, and the history screen has nothing to say about referrals then.
 */
export function fullHistoryByPlanOrReferrals({ plan, referrals }: { plan: HistoryUnlock; referrals: HistoryUnlock }): FullHistory {
  return {
    async fullHistoryBy(userId) {
      const [byPlan, byReferrals] = await Promise.all([plan.unlocks(userId), referrals.unlocks(userId)]);
      if (byPlan) return 'plan';
      return byReferrals ? 'referrals' : null;
    },
  };
}
