import path from 'node:path';
import { sharingRoutes } from '@app/contracts';
import { createService, type CommonConfig, type ServiceContext, type ServiceOptions } from '@app/service-kit';
import * as schema from './db/schema';
import { shortLinkRoutes } from './short-links/short-link-routes';

export type SharingContext = ServiceContext<typeof schema, CommonConfig>;

/** Short links, shares and referrals. */
export function createSharingService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'sharing',
    defaultPort: 4005,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    openapi: { title: 'Vitalia sharing service', routes: sharingRoutes },
    routes: (_api, ctx) => {
      shortLinkRoutes(ctx);
    },
  });
}
