import { isPhoneCountry, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['(11) 98765-4321', 'BR', '+5511987654321'],
    ['(201) 555-0123', 'US', '+12015550123'],
    ['612 34 56 78', 'ES', '+34612345678'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['+49 30 1234567', 'BR', '+49301234567'],
  ] as const)('%s in %s becomes %s', (phone, country, expected) => {
    expect(normalisePhone(phone, country)).toBe(expected);
  });

  it('refuses a number that does not fit the country', () => {
    expect(normalisePhone('12345', 'FR')).toBeUndefined();
    expect(normalisePhone('(11) 1234', 'BR')).toBeUndefined();
    expect(normalisePhone('call me', 'US')).toBeUndefined();
  });

  it('knows which country codes it can use', () => {
    expect(isPhoneCountry('BR')).toBe(true);
    expect(isPhoneCountry('ZZ')).toBe(false);
  });
});
