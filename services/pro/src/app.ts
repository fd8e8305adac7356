import path from 'node:path';
import { proRoutes } from '@app/contracts';
import { createService, internalExportRouter, internalToken, type ServiceOptions } from '@app/service-kit';
import { proConfigShape } from './config';
import * as schema from './db/schema';
import { proEventsRoute } from './events/pro-events';
import { proExport } from './subscribers/subscriber-data';

/** Pro subscriptions and family members. Product routes are added with their features; the internal ones serve deletion and export. */
export function createProService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'pro',
    defaultPort: 4004,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    configShape: proConfigShape,
    openapi: { title: 'Vitalia pro service', routes: proRoutes },
    routes: (_api, ctx) => {
      const db = () => ctx.db;
      const token = internalToken(ctx.config);
      ctx.root.use(
        proEventsRoute({ db, token }),
        internalExportRouter({ service: 'pro', token, collect: (userId) => proExport(db(), userId) }),
      );
    },
  });
}
