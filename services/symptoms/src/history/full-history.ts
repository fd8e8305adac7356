/**
 * Whether a user sees their whole history (spec §6, §9: free users see only the 2 most recent items;
 * Pro subscribers, and users whose referrals unlocked it, see everything). Neither Pro nor referrals
 * exist yet, so the default answers false for everyone; the Pro and sharing work replaces it with a
 * client asking those services.
 */
export interface FullHistory {
  hasFullHistory(userId: string): Promise<boolean>;
}

export const freePlanForEveryone: FullHistory = {
  hasFullHistory: async () => false,
};
