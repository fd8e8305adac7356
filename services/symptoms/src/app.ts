import path from 'node:path';
import { symptomsRoutes } from '@app/contracts';
import { createService, type ServiceOptions } from '@app/service-kit';
import * as schema from './db/schema';

/** Symptom analyses. Only the operational endpoints so far; feature routes are added with their features. */
export function createSymptomsService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'symptoms',
    defaultPort: 4003,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    openapi: { title: 'Vitalia symptoms service', routes: symptomsRoutes },
    routes: () => {},
  });
}
