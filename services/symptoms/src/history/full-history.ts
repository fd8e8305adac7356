/**
 * Whether a user sees their whole history (spec §6, §9: free users see only the 2 most recent items;
 * Pro subscribers, and users whose referrals unlocked it, see everything). With PRO_URL the pro
 * service answers (`proFullHistory`); without it everyone has the free view.
 */
export interface FullHistory {
  hasFullHistory(userId: string): Promise<boolean>;
}

export const freePlanForEveryone: FullHistory = {
  hasFullHistory: async () => false,
};
