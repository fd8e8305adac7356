import path from 'node:path';
import { proRoutes } from '@app/contracts';
import { createService, internalExportRouter, internalToken, requireAuth, type ServiceOptions } from '@app/service-kit';
import { requireTestAccess } from './access/require-test-access';
import { proConfigShape } from './config';
import * as schema from './db/schema';
import { proEventsRoute } from './events/pro-events';
import { familyRoutes } from './family/family-routes';
import { subscriptionRoutes } from './subscription/subscription-routes';
import { proExport } from './subscribers/subscriber-data';

/** Everything a Pro screen calls: signed in, and on the test-access list (spec §2). */
const PRO_PATHS = ['/subscription', '/family'];

/** Pro subscriptions and family members; the internal routes serve deletion and export. */
export function createProService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'pro',
    defaultPort: 4004,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    configShape: proConfigShape,
    openapi: { title: 'Vitalia pro service', routes: proRoutes },
    routes: (api, ctx) => {
      api.use(PRO_PATHS, requireAuth(), requireTestAccess(ctx.config.PRO_TEST_ACCESS_EMAILS));
      subscriptionRoutes(api, ctx);
      familyRoutes(api, ctx);
      const db = () => ctx.db;
      const token = internalToken(ctx.config);
      ctx.root.use(
        proEventsRoute({ db, token }),
        internalExportRouter({ service: 'pro', token, collect: (userId) => proExport(db(), userId) }),
      );
    },
  });
}
