import { z } from 'zod';

/** Add to the account config: how many telemetry reports one client may send per minute. */
export const telemetryConfigShape = {
  TELEMETRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
};
