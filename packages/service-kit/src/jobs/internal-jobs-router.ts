import { internalJobsRoute, type ScheduledJob, type ScheduledJobs } from '@app/contracts';
import { Router } from 'express';
import { AppError } from '../errors/app-error';
import { requireInternalToken } from '../events/require-internal-token';
import { mountRoute } from '../http/mount-route';

/** `GET /internal/jobs` at the site root: this service's jobs, for the account service's `/admin/jobs`. */
export function internalJobsRouter({ token, list }: { token: string; list: () => Promise<ScheduledJob[]> }): Router {
  const router = Router();
  router.get(internalJobsRoute.path, requireInternalToken(token));
  mountRoute(router, internalJobsRoute, async (_input, _req, res) => {
    const jobs = await list().catch((error: unknown) => {
      throw new AppError('unavailable', 503, { cause: error });
    });
    res.json({ jobs } satisfies ScheduledJobs);
  });
  return router;
}
