import path from 'node:path';
import { identityRoutes } from '@app/contracts';
import { createService, type ServiceOptions } from '@app/service-kit';
import * as schema from './db/schema';

/** Credentials and sign-in sessions. Only the operational endpoints so far; feature routes are added with their features. */
export function createIdentityService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'identity',
    defaultPort: 4001,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    openapi: { title: 'Vitalia identity service', routes: identityRoutes },
    routes: () => {},
  });
}
