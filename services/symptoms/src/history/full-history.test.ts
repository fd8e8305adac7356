import { fullHistoryByPlanOrReferrals, unlocksNothing, type HistoryUnlock } from './full-history';

const unlocksAll: HistoryUnlock = { unlocks: async () => true };

describe('why a user sees their whole history', () => {
  it.each([
    ['nothing unlocks it', unlocksNothing, unlocksNothing, null],
    ['a Pro plan', unlocksAll, unlocksNothing, 'plan'],
    ['3 completed referrals', unlocksNothing, unlocksAll, 'referrals'],
    ['both, naming the plan', unlocksAll, unlocksAll, 'plan'],
  ])('%s', async (_case, plan, referrals, expected) => {
    expect(await fullHistoryByPlanOrReferrals({ plan, referrals }).fullHistoryBy('a-user')).toBe(expected);
  });

  it('asks pro and sharing at the same time', async () => {
    const asked: string[] = [];
    const slow = (name: string): HistoryUnlock => ({
      unlocks: async () => {
        asked.push(name);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return false;
      },
    });
    const pending = fullHistoryByPlanOrReferrals({ plan: slow('pro'), referrals: slow('sharing') }).fullHistoryBy('a-user');
    expect(asked).toEqual(['pro', 'sharing']);
    expect(await pending).toBeNull();
  });
});
