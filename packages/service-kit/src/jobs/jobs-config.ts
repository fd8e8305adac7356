import { z } from 'zod';

/** Add to the `configShape` of a service that runs scheduled jobs. */
export const scheduledJobsConfigShape = {
  /** How often each replica asks its database whether a job is due (a due job waits at most this long). */
  JOBS_POLL_MS: z.coerce.number().int().positive().default(30_000),
};

/** Spec §9: the daily cleanup. */
export const cleanupIntervalConfigShape = {
  CLEANUP_INTERVAL_HOURS: z.coerce.number().positive().default(24),
};

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
