import { z } from 'zod';

/** `PATCH /profile` (spec §5): e-mail is not editable; empty birth date and phone are sent as null. */
export const profileUpdateInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    birth_date: z.iso.date().nullable(),
    phone: z.string().trim().min(1).max(32).nullable(),
  })
  .strict()
  .meta({ id: 'ProfileUpdateInput' });
export type ProfileUpdateInput = z.infer<typeof profileUpdateInputSchema>;
