import { z } from 'zod';

/** The one format name of the "download my data" file; bumped when its shape changes. */
export const DATA_EXPORT_FORMAT = 'vitalia-data-export/1';

/** Every service that holds data about a user, in the order the file lists them. */
export const DATA_HOLDING_SERVICES = ['identity', 'account', 'symptoms', 'pro', 'sharing'] as const;
export type DataHoldingService = (typeof DATA_HOLDING_SERVICES)[number];

/**
 * What one service holds about one user: table (or topic) name → its rows as plain JSON. Secrets are
 * never in it (password hashes, token hashes, TOTP secrets); their existence is (e.g. `totpEnabled`).
 */
export const serviceDataSchema = z.record(z.string(), z.unknown()).meta({ id: 'ServiceData' });
export type ServiceData = z.infer<typeof serviceDataSchema>;

/** `GET /api/account/export`: the JSON file a user downloads (GDPR art. 15/20, LGPD art. 18). */
export const userDataExportSchema = z
  .object({
    format: z.literal(DATA_EXPORT_FORMAT),
    exportedAt: z.iso.datetime({ offset: true }),
    userId: z.uuid(),
    services: z.object(
      Object.fromEntries(DATA_HOLDING_SERVICES.map((name) => [name, serviceDataSchema])) as Record<
        DataHoldingService,
        typeof serviceDataSchema
      >,
    ),
  })
  .meta({ id: 'UserDataExport' });
export type UserDataExport = z.infer<typeof userDataExportSchema>;

/** `GET /internal/export?userId=` of each service (internal token), which account's export gathers. */
export const internalExportQuerySchema = z.object({ userId: z.uuid() });
export const internalExportSchema = z
  .object({ service: z.enum(DATA_HOLDING_SERVICES), data: serviceDataSchema })
  .meta({ id: 'InternalServiceExport' });
export type InternalExport = z.infer<typeof internalExportSchema>;
