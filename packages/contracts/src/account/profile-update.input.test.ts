import { profileUpdateInputSchema } from './profile-update.input';

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

  it('refuses a birth date that is not a calendar date', () => {
    expect(profileUpdateInputSchema.safeParse({ name: 'Ana', birth_date: '12/04/1990', phone: null }).success).toBe(false);
  });
});
