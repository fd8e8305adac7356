import { cleanupIntervalConfigShape, scheduledJobsConfigShape } from '@app/service-kit';
import { z } from 'zod';

/** Add to the account config: its scheduled jobs (spec §9) and who may read them. */
export const accountJobsConfigShape = {
  ...scheduledJobsConfigShape,
  ...cleanupIntervalConfigShape,
  HEALTH_CHECK_INTERVAL_MINUTES: z.coerce.number().positive().default(5),
  USAGE_REPORT_INTERVAL_HOURS: z.coerce.number().positive().default(24),
  /** Operators' bearer token for `GET /api/account/admin/jobs`; unset, the route answers 404 to everyone. */
  OPS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
};
