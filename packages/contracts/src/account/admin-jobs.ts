import { z } from 'zod';
import { errorResponse } from '../common/error-responses';
import type { ApiRoute } from '../common/api-route';

/** One scheduled job's last and next run (spec §7, §9: health check, usage report, cleanups, integrity check). */
export const scheduledJobSchema = z.object({
  /** `<service>.<job>`, e.g. `identity.session-cleanup`. */
  name: z.string(),
  lastRunAt: z.iso.datetime().nullable(),
  /** `ok`, or `error: <message>` (never personal data); null before the first run. */
  lastResult: z.string().nullable(),
  nextRunAt: z.iso.datetime(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const scheduledJobsSchema = z.object({ jobs: z.array(scheduledJobSchema) });
export type ScheduledJobs = z.infer<typeof scheduledJobsSchema>;

export const adminJobsSchema = scheduledJobsSchema.extend({
  /** Services whose jobs could not be read just now (down or slow); their jobs are missing from `jobs`. */
  unavailable: z.array(z.string()),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;

/** For operators: `Authorization: Bearer <OPS_TOKEN>`. Without the token (or when OPS_TOKEN is unset) the route does not exist. */
export const adminJobsRoute = {
  method: 'get',
  path: '/admin/jobs',
  summary: "Every service's scheduled jobs with their last run and result and their next run; operator token only",
  tags: ['operations'],
  responses: {
    200: { description: 'The jobs', schema: adminJobsSchema },
    404: errorResponse('No OPS_TOKEN is configured, or the bearer token is missing or wrong'),
    503: errorResponse("The account service's database does not answer"),
  },
} as const satisfies ApiRoute;

/** Service to service (account's `/admin/jobs`); internal token, not reachable through the gateway. */
export const internalJobsRoute = {
  method: 'get',
  path: '/internal/jobs',
  atRoot: true,
  summary: "This service's scheduled jobs; for the account service, with the X-Internal-Token header",
  tags: ['internal'],
  responses: {
    200: { description: 'The jobs', schema: scheduledJobsSchema },
    401: errorResponse('Missing or wrong internal token'),
  },
} as const satisfies ApiRoute;

export const analysesUsageQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366) });

/** Counts only: how many analyses were made per language. */
export const analysesUsageSchema = z.object({ analysesByLanguage: z.record(z.string(), z.number().int().nonnegative()) });
export type AnalysesUsage = z.infer<typeof analysesUsageSchema>;

/** Service to service (account's usage report); internal token, not reachable through the gateway. */
export const internalAnalysesUsageRoute = {
  method: 'get',
  path: '/internal/usage',
  atRoot: true,
  summary: 'How many analyses were made per language over the last `days` days; with the X-Internal-Token header',
  tags: ['internal'],
  query: analysesUsageQuerySchema,
  responses: {
    200: { description: 'The counts', schema: analysesUsageSchema },
    400: errorResponse('days is not a whole number from 1 to 366'),
    401: errorResponse('Missing or wrong internal token'),
  },
} as const satisfies ApiRoute;
