import { screeningsCountSchema } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER, type Logger } from '@app/service-kit';
import { z } from 'zod';

/** How many symptom analyses (screenings) a user has done; the symptoms service owns them. */
export interface SymptomsCountClient {
  screeningsOf(userId: string): Promise<number>;
}

/** Add to the account config: where the symptoms service answers `GET /internal/count`. */
export const symptomsCountConfigShape = {
  SYMPTOMS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4003'),
};

export interface SymptomsCountOverHttpOptions {
  /** The symptoms service's origin (SYMPTOMS_URL). */
  baseUrl: string;
  /** The services' shared internal token. */
  token: string;
  log: Pick<Logger, 'warn'>;
  /** The dashboard waits no longer than this for the count. */
  timeoutMs?: number;
}

/**
 * Asks the symptoms service. When it is down, slow or answers nonsense the failure is logged and the
 * count is 0, so the dashboard still loads.
 */
export function symptomsCountOverHttp({ baseUrl, token, log, timeoutMs = 2_000 }: SymptomsCountOverHttpOptions): SymptomsCountClient {
  return {
    async screeningsOf(userId) {
      const url = new URL('/internal/count', baseUrl);
      url.searchParams.set('userId', userId);
      try {
        const response = await fetch(url, { headers: { [INTERNAL_TOKEN_HEADER]: token }, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`symptoms answered ${response.status}`);
        return screeningsCountSchema.parse(await response.json()).screenings;
      } catch (error) {
        log.warn({ err: error }, 'screening count unavailable; the dashboard shows 0');
        return 0;
      }
    },
  };
}
