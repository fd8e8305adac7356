import { z } from 'zod';

/** Spec §3 "client subscription view": active means status active; Pro means active with plan_type pro. */
export const subscriptionSchema = z
  .object({
    active: z.boolean(),
    plan_type: z.literal('pro').nullable(),
    start_date: z.iso.datetime({ offset: true }).nullable(),
    end_date: z.iso.datetime({ offset: true }).nullable(),
    family_emails: z.array(z.string()).max(3),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;
