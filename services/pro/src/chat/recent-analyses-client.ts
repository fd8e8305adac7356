import { recentAnalysesSchema, type RecentAnalysis } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER, type Logger } from '@app/service-kit';

export type RecentAnalysesResult = { status: 'ok'; analyses: RecentAnalysis[] } | { status: 'unavailable' };

/** The user's most recent analyses, or `unavailable` when the symptoms service cannot say. */
export type RecentAnalysesSource = (userId: string) => Promise<RecentAnalysesResult>;

/** How many analyses the chat talks about and gives the model. */
export const RECENT_ANALYSES = 3;

export interface RecentAnalysesOverHttpOptions {
  /** The symptoms service's origin (SYMPTOMS_URL). */
  baseUrl: string;
  /** The services' shared internal token. */
  token: string;
  log: Pick<Logger, 'warn'>;
  /** A reply waits no longer than this for the history. */
  timeoutMs?: number;
}

/** Asks the symptoms service's internal route; a failure is logged (without the user) and read as `unavailable`. */
export function recentAnalysesOverHttp({ baseUrl, token, log, timeoutMs = 3_000 }: RecentAnalysesOverHttpOptions): RecentAnalysesSource {
  return async (userId) => {
    const url = new URL(`/internal/users/${encodeURIComponent(userId)}/recent-analyses`, baseUrl);
    url.searchParams.set('limit', String(RECENT_ANALYSES));
    try {
      const response = await fetch(url, { headers: { [INTERNAL_TOKEN_HEADER]: token }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`symptoms answered HTTP ${response.status}`);
      return { status: 'ok', analyses: recentAnalysesSchema.parse(await response.json()).analyses };
    } catch (error) {
      log.warn({ err: error }, 'recent analyses unavailable; the chat says it cannot reach the history');
      return { status: 'unavailable' };
    }
  };
}
