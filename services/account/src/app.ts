import path from 'node:path';
import { accountRoutes } from '@app/contracts';
import { createService, type CommonConfig, type ServiceContext, type ServiceOptions } from '@app/service-kit';
import { cookieConsentRoutes } from './cookie-consents/cookie-consent-routes';
import * as schema from './db/schema';

export type AccountContext = ServiceContext<typeof schema, CommonConfig>;

export function createAccountService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'account',
    defaultPort: 4002,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    // Consents, settings and logs are small; anything bigger is refused with 413.
    bodyLimit: '16kb',
    openapi: { title: 'Vitalia account service', routes: accountRoutes },
    routes: (api, ctx) => {
      cookieConsentRoutes(api, ctx);
    },
  });
}
