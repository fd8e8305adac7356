import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('keeps an international number in E.164 whatever the language', () => {
    expect(normalisePhone('+55 11 98765-4321', 'de')).toBe('+5511987654321');
  });

  it('reads a national number for the default country of the language (pt → Brazil, fr → France)', () => {
    expect(normalisePhone('(11) 98765-4321', 'pt')).toBe('+5511987654321');
    expect(normalisePhone('06 12 34 56 78', 'fr')).toBe('+33612345678');
  });

  it('refuses text and numbers too short for the country', () => {
    expect(normalisePhone('call me', 'en')).toBeUndefined();
    expect(normalisePhone('+55 11 123', 'pt')).toBeUndefined();
  });
});
