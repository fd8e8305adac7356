import { z } from 'zod';

/** Approximate location found from the registration IP: any part may be unknown. */
export const ipLocationSchema = z.object({
  city: z.string().optional(),
  region: z.string().optional(),
  country: z.string().optional(),
});
export type IpLocation = z.infer<typeof ipLocationSchema>;

/** `GET /profile`: spec §3 profiles, the fields the user may see. */
export const profileSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    birth_date: z.iso.date().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    last_login: z.iso.datetime({ offset: true }).nullable(),
    ip_location: ipLocationSchema.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;
