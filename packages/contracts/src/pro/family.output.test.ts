import { familyMemberInputSchema, familySchema } from './family.output';

describe('familyMemberInputSchema', () => {
  it('normalises the invited e-mail', () => {
    expect(familyMemberInputSchema.parse({ email: '  Ana@Example.COM ' })).toEqual({ email: 'ana@example.com' });
  });

  it.each(['', 'ana', 'ana@', 'ana@example'])('rejects %p', (email) => {
    expect(familyMemberInputSchema.safeParse({ email }).success).toBe(false);
  });

  it('rejects unknown fields', () => {
    expect(familyMemberInputSchema.safeParse({ email: 'a@b.co', role: 'owner' }).success).toBe(false);
  });
});

describe('familySchema', () => {
  it('holds at most 3 members', () => {
    expect(familySchema.safeParse({ family_emails: ['a@b.co', 'b@b.co', 'c@b.co'] }).success).toBe(true);
    expect(familySchema.safeParse({ family_emails: ['a@b.co', 'b@b.co', 'c@b.co', 'd@b.co'] }).success).toBe(false);
  });
});
