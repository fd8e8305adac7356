import { allowedEdits, editDistance, prefixEditDistance } from './fuzzy';

describe('typo tolerance', () => {
  it('allows no edit under 5 letters, one from 5 and two from 9', () => {
    expect([allowedEdits(4), allowedEdits(5), allowedEdits(8), allowedEdits(9)]).toEqual([0, 1, 1, 2]);
  });

  it('counts insertions, deletions, substitutions and swaps as one edit', () => {
    expect(editDistance('feaver', 'fever', 2)).toBe(1);
    expect(editDistance('cabesa', 'cabeca', 2)).toBe(1);
    expect(editDistance('fevre', 'fever', 2)).toBe(1);
    expect(editDistance('fever', 'fever', 2)).toBe(0);
  });

  it('stops counting past the limit', () => {
    expect(editDistance('headache', 'stomach', 1)).toBe(2);
  });

  it('measures a typo against the beginning of a longer word', () => {
    expect(prefixEditDistance('kopfschmerz', 'kopfschmertzen', 2)).toBe(1);
    expect(prefixEditDistance('kopfschmerz', 'kopfsalat', 2)).toBe(3);
  });
});
