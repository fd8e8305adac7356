import { familyMemberInputSchema, familyMemberParamsSchema, familySchema } from './family.output';

describe('familyMemberInputSchema', () => {
  it('normalises the invited e-mail', () => {
    expect(familyMemberInputSchema.parse({ email: '  Ana@Example.COM ', language: 'pt' })).toEqual({
      email: 'ana@example.com',
      language: 'pt',
    });
    expect(familyMemberParamsSchema.parse({ email: 'Ana@Example.COM' })).toEqual({ email: 'ana@example.com' });
  });

  it.each(['', 'ana', 'ana@', 'ana@example'])('rejects %p', (email) => {
    expect(familyMemberInputSchema.safeParse({ email, language: 'en' }).success).toBe(false);
  });

  it('needs one of the five languages for the invitation e-mail', () => {
    expect(familyMemberInputSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(familyMemberInputSchema.safeParse({ email: 'a@b.co', language: 'it' }).success).toBe(false);
  });

  it('rejects unknown fields', () => {
    expect(familyMemberInputSchema.safeParse({ email: 'a@b.co', language: 'en', role: 'owner' }).success).toBe(false);
  });
});

describe('familySchema', () => {
  const member = (email: string) => ({ email, status: 'invited', invitedAt: '2026-11-26T10:00:00.000Z' });

  it('has 3 places and holds at most 3 members', () => {
    expect(familySchema.safeParse({ slots: 3, members: ['a@b.co', 'b@b.co', 'c@b.co'].map(member) }).success).toBe(true);
    expect(familySchema.safeParse({ slots: 3, members: ['a@b.co', 'b@b.co', 'c@b.co', 'd@b.co'].map(member) }).success).toBe(false);
  });
});
