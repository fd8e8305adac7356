import { internalExportRouter, internalToken } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { accountExport } from './account-export';
import { dataExportRoutes } from './data-export-routes';
import { deletionRequestRoutes } from './deletion-request-routes';
import { identityPasswordCheck } from './identity-password-check';
import { serviceExportsOverHttp } from './service-exports';

/** The signed-in paths of "privacy and data"; `/deletion-requests/{id}` is readable without a session. */
export const PRIVACY_SIGNED_IN_PATHS = ['/export', '/deletion-request'];

/** "Download my data" and "delete my account", plus account's own part of every user's export (site root, internal token). */
export function privacyRoutes(api: Router, ctx: AccountContext): void {
  const { config, logger } = ctx;
  const token = internalToken(config);
  const otherServices = serviceExportsOverHttp({
    origins: { identity: config.IDENTITY_URL, symptoms: config.SYMPTOMS_URL, pro: config.PRO_URL, sharing: config.SHARING_URL },
    token,
    log: logger,
  });
  dataExportRoutes(api, ctx, otherServices);
  deletionRequestRoutes(api, ctx, identityPasswordCheck({ baseUrl: config.IDENTITY_URL, token, log: logger }));
  ctx.root.use(internalExportRouter({ service: 'account', token, collect: (userId) => accountExport(ctx.db, userId) }));
}
