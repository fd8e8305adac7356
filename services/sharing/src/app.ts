import path from 'node:path';
import { sharingRoutes } from '@app/contracts';
import { createService, internalExportRouter, internalToken, type ServiceOptions } from '@app/service-kit';
import { sharingConfigShape } from './config';
import * as schema from './db/schema';
import { sharingEventsRoute } from './events/sharing-events';
import { referralRoutes } from './referrals/referral-routes';
import { internalShortLinkRoutes } from './short-links/internal-short-link-routes';
import { shortLinkRoutes } from './short-links/short-link-routes';
import { sharingExport } from './user-data/sharing-user-data';

/** Short links, shares and referrals. */
export function createSharingService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'sharing',
    defaultPort: 4005,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    configShape: sharingConfigShape,
    openapi: { title: 'Vitalia sharing service', routes: sharingRoutes },
    routes: (api, ctx) => {
      shortLinkRoutes(api, ctx);
      internalShortLinkRoutes(ctx);
      referralRoutes(api, ctx);
      const db = () => ctx.db;
      const token = internalToken(ctx.config);
      ctx.root.use(
        sharingEventsRoute({ db, token }),
        internalExportRouter({ service: 'sharing', token, collect: (userId) => sharingExport(db(), userId) }),
      );
    },
  });
}
