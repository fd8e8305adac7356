import { z } from 'zod';
import { languageSchema } from '../common/language';

/** Spec §9: a family owner invites at most 3 people. */
export const FAMILY_MAX_MEMBERS = 3;

/** One invited e-mail: `invited` until that person signs in with it (verified), `active` after. */
export const familyMemberSchema = z
  .object({
    email: z.string(),
    status: z.enum(['invited', 'active']),
    invitedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'FamilyMember' });
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** `GET /family`: the owner's places and who holds them, oldest invitation first. */
export const familySchema = z
  .object({
    slots: z.literal(FAMILY_MAX_MEMBERS),
    members: z.array(familyMemberSchema).max(FAMILY_MAX_MEMBERS),
  })
  .meta({ id: 'Family' });
export type Family = z.infer<typeof familySchema>;

const familyEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Body of `POST /family` (invite); `language` is the language the invitation e-mail is written in. */
export const familyMemberInputSchema = z
  .object({ email: familyEmail, language: languageSchema })
  .strict()
  .meta({ id: 'FamilyMemberInput' });
export type FamilyMemberInput = z.infer<typeof familyMemberInputSchema>;

/** Path of `DELETE /family/{email}`. */
export const familyMemberParamsSchema = z.object({ email: familyEmail });
