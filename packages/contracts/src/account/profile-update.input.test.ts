import { latestBirthDate, profileUpdateInputSchema } from './profile-update.input';

describe('profileUpdateInputSchema', () => {
  it('accepts a name with empty birth date and phone sent as null', () => {
    expect(profileUpdateInputSchema.parse({ name: ' Ana Souza ', birth_date: null, phone: null })).toEqual({
      name: 'Ana Souza',
      birth_date: null,
      phone: null,
    });
  });

  it('refuses a change of e-mail', () => {
    expect(profileUpdateInputSchema.safeParse({ name: 'Ana', birth_date: null, phone: null, email: 'x@y.z' }).success).toBe(false);
  });

  it.each(['1900-01-01', '1990-04-12', new Date().toISOString().slice(0, 10)])('accepts the birth date %s', (birthDate) => {
    expect(profileUpdateInputSchema.safeParse({ name: 'Ana', birth_date: birthDate, phone: null }).success).toBe(true);
  });

  it.each(['1899-12-31', '0001-01-01', '2999-01-01'])('refuses the birth date %s: before 1900 or in the future', (birthDate) => {
    const result = profileUpdateInputSchema.safeParse({ name: 'Ana', birth_date: birthDate, phone: null });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['birth_date'], message: 'birth_date_out_of_range' })]);
  });

  it('takes as future a date that has not begun anywhere on Earth yet', () => {
    expect(latestBirthDate(new Date('2026-03-10T09:59:59Z'))).toBe('2026-03-10');
    expect(latestBirthDate(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-11');
  });

  it('refuses a birth date that is not a calendar date', () => {
    expect(profileUpdateInputSchema.safeParse({ name: 'Ana', birth_date: '12/04/1990', phone: null }).success).toBe(false);
  });
});
