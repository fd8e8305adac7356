import { z } from 'zod';

/** `GET /dashboard` (spec §2 "Dashboard"): what the signed-in home shows. */
export const dashboardSchema = z
  .object({
    /** First name, or the part of the e-mail before the @ sign when the profile has no name. */
    greetingName: z.string(),
    /** Symptom analyses the user has done. */
    screenings: z.number().int().nonnegative(),
    /** Exams analysed (exam analysis is still in development, spec §1). */
    exams: z.number().int().nonnegative(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
