import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { internalExportRoute } from '../account/routes';

/** Only the operational endpoints so far; product endpoints are added with their features. */
export const proRoutes = [...operationalRoutes, internalExportRoute] as const satisfies readonly ApiRoute[];
