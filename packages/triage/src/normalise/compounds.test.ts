import { splitCompound } from './compounds';

const known = new Set(['brust', 'schmerzen', 'atem', 'not', 'bauch', 'ruck', 'rucken']);
const isKnown = (piece: string) => known.has(piece);

describe('German compounds', () => {
  it('split into two known parts', () => {
    expect(splitCompound('brustschmerzen', isKnown)).toEqual(['brust', 'schmerzen']);
    expect(splitCompound('atemnot', isKnown)).toEqual(['atem', 'not']);
  });

  it('drop the linking element between the parts', () => {
    expect(splitCompound('ruckenschmerzen', isKnown)).toEqual(['rucken', 'schmerzen']);
  });

  it('give nothing when a part is unknown', () => {
    expect(splitCompound('kopfschmerzen', isKnown)).toEqual([]);
    expect(splitCompound('brust', isKnown)).toEqual([]);
  });
});
