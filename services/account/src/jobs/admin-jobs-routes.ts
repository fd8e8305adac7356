import { createHash, timingSafeEqual } from 'node:crypto';
import { adminJobsRoute, scheduledJobsSchema, type AdminJobs, type ScheduledJob } from '@app/contracts';
import { AppError, INTERNAL_TOKEN_HEADER, mountRoute, type Logger } from '@app/service-kit';
import type { RequestHandler, Router } from 'express';

/** Compares digests so neither the length nor the content of the token leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The route exists only for a caller with `Authorization: Bearer <OPS_TOKEN>`: anyone else gets the site's 404. */
export function requireOpsToken(opsToken: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    next(opsToken && given !== undefined && sameSecret(given, opsToken) ? undefined : new AppError('not_found', 404));
  };
}

export interface RemoteJobs {
  /** Service name → its origin, whose `/internal/jobs` lists its jobs. */
  origins: Record<string, string>;
  token: string;
}

async function jobsOf(origin: string, token: string): Promise<ScheduledJob[]> {
  const response = await fetch(new URL('/internal/jobs', origin), {
    headers: { [INTERNAL_TOKEN_HEADER]: token },
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return scheduledJobsSchema.parse(await response.json()).jobs;
}

/** `GET /admin/jobs`: the account service's jobs and those identity and symptoms report over their internal routes. */
export function adminJobsRoutes(
  api: Router,
  {
    opsToken,
    ownJobs,
    remote,
    logger,
  }: { opsToken: string | undefined; ownJobs: () => Promise<ScheduledJob[]>; remote: RemoteJobs; logger: Logger },
): void {
  api.get(adminJobsRoute.path, requireOpsToken(opsToken));
  mountRoute(api, adminJobsRoute, async (_input, _req, res) => {
    const unavailable: string[] = [];
    const asked = Object.entries(remote.origins).map(([service, origin]) =>
      jobsOf(origin, remote.token).catch((error: unknown) => {
        logger.warn({ service, err: error }, 'scheduled jobs of a service unavailable');
        unavailable.push(service);
        return [];
      }),
    );
    const own = ownJobs().catch((error: unknown) => {
      throw new AppError('unavailable', 503, { cause: error });
    });
    const lists = await Promise.all([own, ...asked]);
    res.json({ jobs: lists.flat(), unavailable: unavailable.sort() } satisfies AdminJobs);
  });
}
