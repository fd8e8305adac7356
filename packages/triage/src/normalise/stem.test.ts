import { stem } from './stem';

describe('stem', () => {
  it('brings inflections of one word to one form in every language', () => {
    expect(stem('drooping', 'en')).toBe(stem('droop', 'en'));
    expect(stem('levantar', 'pt')).toBe(stem('levanta', 'pt'));
    expect(stem('sangrando', 'es')).toBe(stem('sangra', 'es'));
    expect(stem('schmerzen', 'de')).toBe(stem('schmerz', 'de'));
    expect(stem('respirer', 'fr')).toBe(stem('respire', 'fr'));
  });
});
