import { z } from 'zod';

/** `GET /dashboard` (spec §2 "Dashboard"): what the signed-in home shows. */
export const dashboardSchema = z
  .object({
    /** First name, or the part of the e-mail before the @ sign when the profile has no name. */
    greetingName: z.string(),
    /**
     * True during the user's first session (from the sign-up or first sign-in that first opened the
     * dashboard, until that session ends): the dashboard greets them as new, later sessions as returning.
     * Absent (an older account service): returning.
     */
    firstVisit: z.boolean().default(false),
    /** Symptom analyses the user has done. */
    screenings: z.number().int().nonnegative(),
    /** The user's rows in `exams`; the dashboard hides the count while it is 0. */
    exams: z.number().int().nonnegative(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
