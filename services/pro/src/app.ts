import path from 'node:path';
import { proRoutes } from '@app/contracts';
import { createService, type ServiceOptions } from '@app/service-kit';
import * as schema from './db/schema';

/** Pro subscriptions and family members. Only the operational endpoints so far; feature routes are added with their features. */
export function createProService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'pro',
    defaultPort: 4004,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    openapi: { title: 'Vitalia pro service', routes: proRoutes },
    routes: () => {},
  });
}
