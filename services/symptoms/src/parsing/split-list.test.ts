import { splitList } from './split-list';

describe('splitting a provider string into a list (spec §7)', () => {
  it('splits on line breaks and drops blank lines', () => {
    expect(splitList('Descanse\r\n\nBeba água\nMeça a febre')).toEqual(['Descanse', 'Beba água', 'Meça a febre']);
  });

  it('removes numbering and bullets at the start of items', () => {
    expect(splitList('1. Rest\n2) Drink water\n- See a doctor\n• Avoid alcohol\n* Sleep\n(3) Walk')).toEqual([
      'Rest',
      'Drink water',
      'See a doctor',
      'Avoid alcohol',
      'Sleep',
      'Walk',
    ]);
  });

  it('splits numbering and bullets inside one line', () => {
    expect(splitList('1. Ruhe 2. Viel trinken 3. Arzt aufsuchen')).toEqual(['Ruhe', 'Viel trinken', 'Arzt aufsuchen']);
    expect(splitList('Repos • Hydratation • Médecin')).toEqual(['Repos', 'Hydratation', 'Médecin']);
  });

  it('keeps decimal numbers and markdown-free text intact', () => {
    expect(splitList('**Febre acima de 38.5 °C**')).toEqual(['Febre acima de 38.5 °C']);
  });
});
