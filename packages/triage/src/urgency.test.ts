import { raiseUrgency, urgencyRank } from './urgency';

describe('urgency', () => {
  it('orders low < medium < high < emergency', () => {
    expect(['emergency', 'low', 'high', 'medium'].sort((a, b) => urgencyRank(a as never) - urgencyRank(b as never))).toEqual([
      'low',
      'medium',
      'high',
      'emergency',
    ]);
  });

  it('a red flag raises a lower urgency', () => {
    expect(raiseUrgency('low', 'emergency')).toBe('emergency');
    expect(raiseUrgency('medium', 'high')).toBe('high');
  });

  it('a red flag never lowers an urgency the provider gave', () => {
    expect(raiseUrgency('emergency', 'medium')).toBe('emergency');
    expect(raiseUrgency('high', 'low')).toBe('high');
  });
});
