import type { HistoryItem } from '@app/contracts';
import { showsReferralCard, visibleHistory } from './visible-history';

function item(id: string, date: string): HistoryItem {
  return { id, type: 'exam', title: id, date, status: 'completed', summary: '', fullData: { ai_summary: '' } };
}

const items = [item('old', '2025-01-01T10:00:00Z'), item('newest', '2025-03-01T10:00:00Z'), item('middle', '2025-02-01T10:00:00Z')];

describe('visibleHistory', () => {
  it('gives a free user the 2 most recent items and counts the rest as hidden', () => {
    const result = visibleHistory({ items, total: 3, fullHistory: false, fullHistoryBy: null });
    expect(result.items.map((i) => i.id)).toEqual(['newest', 'middle']);
    expect(result.hiddenCount).toBe(1);
  });

  it('counts items the server did not send to a free user', () => {
    expect(visibleHistory({ items: items.slice(0, 2), total: 7, fullHistory: false, fullHistoryBy: null }).hiddenCount).toBe(5);
  });

  it('shows everything, newest first, with full history', () => {
    const result = visibleHistory({ items, total: 3, fullHistory: true, fullHistoryBy: 'referrals' });
    expect(result.items.map((i) => i.id)).toEqual(['newest', 'middle', 'old']);
    expect(result.hiddenCount).toBe(0);
  });

  it('hides nothing when a free user has 2 items or fewer', () => {
    expect(visibleHistory({ items: items.slice(0, 2), total: 2, fullHistory: false, fullHistoryBy: null }).hiddenCount).toBe(0);
  });
});

describe('showsReferralCard (spec §2: a referral card when there are more than 2 items)', () => {
  it('shows on the free view above 2 items, counting those the server did not send', () => {
    expect(showsReferralCard({ items: items.slice(0, 2), total: 3, fullHistory: false, fullHistoryBy: null })).toBe(true);
  });

  it('does not show with 2 items or fewer', () => {
    expect(showsReferralCard({ items: items.slice(0, 2), total: 2, fullHistory: false, fullHistoryBy: null })).toBe(false);
  });

  it.each(['plan', 'referrals'] as const)('does not show once the full history is unlocked by %s', (by) => {
    expect(showsReferralCard({ items, total: 3, fullHistory: true, fullHistoryBy: by })).toBe(false);
  });
});
