import { urgencyFromValue } from './urgency-words';

describe('urgency words of a provider answer', () => {
  it.each([
    ['alta', 'high'],
    ['Alto', 'high'],
    ['HIGH', 'high'],
    ['urgente', 'high'],
    ['hoch', 'high'],
    ['élevée', 'high'],
    ['média', 'medium'],
    ['Moderate', 'medium'],
    ['moderado', 'medium'],
    ['mittel', 'medium'],
    ['moyenne', 'medium'],
    ['baixa', 'low'],
    ['low', 'low'],
    ['baja', 'low'],
    ['niedrig', 'low'],
    ['faible', 'low'],
    ['urgência baixa', 'low'],
    ['não urgente', 'low'],
    ['nicht dringend', 'low'],
    ['emergência', 'emergency'],
    ['Emergency', 'emergency'],
    ['Notfall', 'emergency'],
    ['urgence vitale', 'emergency'],
    ['crítico', 'emergency'],
    [3, 'high'],
    ['1', 'low'],
  ] as const)('reads %p as %s', (value, expected) => {
    expect(urgencyFromValue(value)).toBe(expected);
  });

  it.each([['unknown'], [''], [7], [null], [{}]])('names no urgency for %p', (value) => {
    expect(urgencyFromValue(value)).toBeUndefined();
  });
});
