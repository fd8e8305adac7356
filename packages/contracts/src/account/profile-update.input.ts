import { z } from 'zod';

/** No birth date before this one is taken as real. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Today where the date is furthest ahead (UTC+14): a birth date after it is in the future everywhere. */
export function latestBirthDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** `PATCH /profile` (spec §5): e-mail is not editable; empty birth date and phone are sent as null. */
export const profileUpdateInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    birth_date: z.iso
      .date()
      .refine((date) => date >= EARLIEST_BIRTH_DATE && date <= latestBirthDate(), { error: 'birth_date_out_of_range' })
      .nullable(),
    phone: z.string().trim().min(1).max(32).nullable(),
  })
  .strict()
  .meta({ id: 'ProfileUpdateInput' });
export type ProfileUpdateInput = z.infer<typeof profileUpdateInputSchema>;
