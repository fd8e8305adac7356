import { z } from 'zod';

/** Spec §9: a family owner invites at most 3 people. */
export const FAMILY_MAX_MEMBERS = 3;

/** `GET /family` and the answer to adding or removing a member: the invited e-mails. */
export const familySchema = z.object({ family_emails: z.array(z.string()).max(FAMILY_MAX_MEMBERS) }).meta({ id: 'Family' });
export type Family = z.infer<typeof familySchema>;

/** Body of `POST /family` (invite) and `DELETE /family` (remove). */
export const familyMemberInputSchema = z
  .object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email()) })
  .strict()
  .meta({ id: 'FamilyMemberInput' });
export type FamilyMemberInput = z.infer<typeof familyMemberInputSchema>;
