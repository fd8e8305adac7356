import { internalExportSchema, type DataHoldingService, type ServiceData } from '@app/contracts';
import { AppError, INTERNAL_TOKEN_HEADER, type Logger } from '@app/service-kit';

/** The services whose part of the export account asks for over HTTP (its own part it reads itself). */
export const OTHER_DATA_HOLDERS = ['identity', 'symptoms', 'pro', 'sharing'] as const satisfies readonly DataHoldingService[];
export type OtherDataHolder = (typeof OTHER_DATA_HOLDERS)[number];

export interface ServiceExportsOptions {
  /** Each service's origin (IDENTITY_URL, SYMPTOMS_URL, PRO_URL, SHARING_URL). */
  origins: Record<OtherDataHolder, string>;
  token: string;
  log: Pick<Logger, 'warn'>;
  /** The export waits no longer than this for all of them together. */
  timeoutMs?: number;
}

/**
 * Asks every other data-holding service for its `GET /internal/export`, in parallel. All or nothing:
 * when one is down, slow or answers something else than its export, the whole export is refused
 * (503, localised), because a file missing a part would tell the user that part does not exist.
 */
export function serviceExportsOverHttp({ origins, token, log, timeoutMs = 10_000 }: ServiceExportsOptions) {
  return async (userId: string): Promise<Record<OtherDataHolder, ServiceData>> => {
    // The first failure settles the export: the other requests are abandoned with it.
    const abandoned = new AbortController();
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), abandoned.signal]);
    const exportOf = async (service: OtherDataHolder): Promise<ServiceData> => {
      const url = new URL('/internal/export', origins[service]);
      url.searchParams.set('userId', userId);
      const response = await fetch(url, { headers: { [INTERNAL_TOKEN_HEADER]: token }, signal });
      if (!response.ok) throw new Error(`${service} answered ${response.status}`);
      const answer = internalExportSchema.parse(await response.json());
      if (answer.service !== service) throw new Error(`${origins[service]} answered as ${answer.service}`);
      return answer.data;
    };
    try {
      const parts = await Promise.all(OTHER_DATA_HOLDERS.map(exportOf));
      return Object.fromEntries(OTHER_DATA_HOLDERS.map((service, index) => [service, parts[index]])) as Record<
        OtherDataHolder,
        ServiceData
      >;
    } catch (error) {
      abandoned.abort();
      log.warn({ err: error }, 'data export refused: a service did not answer with its part');
      throw new AppError('unavailable', 503, { messageKey: 'exportUnavailable', cause: error });
    }
  };
}

export type ServiceExports = ReturnType<typeof serviceExportsOverHttp>;
