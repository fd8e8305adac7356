import { urgencyFromText } from './urgency';

describe('urgencyFromText (spec §4 client display rule)', () => {
  it.each([
    ['emergency', 'emergency'],
    ['alta', 'high'],
    ['Emergência', 'high'],
    ['urgent care needed', 'high'],
    ['crítica', 'high'],
    ['Média', 'medium'],
    ['moderate', 'medium'],
    ['baixa', 'low'],
    ['anything else', 'low'],
  ])('reads %p as %s', (text, level) => {
    expect(urgencyFromText(text)).toBe(level);
  });
});
