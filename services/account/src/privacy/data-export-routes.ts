import { DATA_EXPORT_FORMAT, exportUserDataRoute, userDataExportSchema, type UserDataExport } from '@app/contracts';
import { expressPath, mountRoute, requestRateLimit, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { accountExport } from './account-export';
import type { ServiceExports } from './service-exports';

const HOUR_MS = 3_600_000;

/** `vitalia-data-2025-06-21.json`: the day of the export, so several downloads sort by date. */
export function exportFileName(exportedAt: Date): string {
  return `vitalia-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}

/**
 * "Download my data" (GDPR art. 15 and 20, LGPD art. 18): one JSON file with what every service holds
 * about the signed-in user. Gathering it costs a request to every service, so each user gets
 * `perHour` files an hour (counted across instances; refused exports are not counted).
 */
export function dataExportRoutes(api: Router, ctx: AccountContext, otherServices: ServiceExports): void {
  api.get(
    expressPath(exportUserDataRoute.path),
    requestRateLimit({
      name: 'data-export',
      counters: ctx.counters,
      windowMs: HOUR_MS,
      limit: ctx.config.DATA_EXPORT_RATE_LIMIT_PER_HOUR,
      key: (req) => signedInUser(req).userId,
      messageKey: 'exportRateLimited',
      countSuccessOnly: true,
    }),
  );

  mountRoute(api, exportUserDataRoute, async (_input, req, res) => {
    const { userId } = signedInUser(req);
    const [others, account] = await Promise.all([otherServices(userId), accountExport(ctx.db, userId)]);
    const exportedAt = new Date();
    const file: UserDataExport = userDataExportSchema.parse({
      format: DATA_EXPORT_FORMAT,
      exportedAt: exportedAt.toISOString(),
      userId,
      services: { ...others, account },
    });
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(exportedAt)}"`);
    res.json(file);
  });
}
