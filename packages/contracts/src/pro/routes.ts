import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';

/** Only the operational endpoints so far; product endpoints are added with their features. */
export const proRoutes = [...operationalRoutes] as const satisfies readonly ApiRoute[];
