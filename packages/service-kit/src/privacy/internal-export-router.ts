import { internalExportRoute, type DataHoldingService, type InternalExport, type ServiceData } from '@app/contracts';
import { Router } from 'express';
import { requireInternalToken } from '../events/require-internal-token';
import { mountRoute } from '../http/mount-route';

export interface InternalExportRouterOptions {
  service: DataHoldingService;
  /** The services' shared token (`internalToken(config)`). */
  token: string;
  /** Everything this service holds about the user, table name → rows; never secrets. */
  collect: (userId: string) => Promise<ServiceData>;
}

/**
 * `GET /internal/export?userId=` for the account service's "download my data". Mount it on the
 * service's `root` router: the gateway only forwards `/api/...`, and the internal token is checked too.
 */
export function internalExportRouter({ service, token, collect }: InternalExportRouterOptions): Router {
  const router = Router();
  router.get(internalExportRoute.path, requireInternalToken(token));
  mountRoute(router, internalExportRoute, async ({ query }, _req, res) => {
    const answer: InternalExport = { service, data: await collect(query.userId) };
    res.json(answer);
  });
  return router;
}
