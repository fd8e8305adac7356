import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS, queryKeys } from '@app/contracts';
import { ApiRequestError } from './request-json';

/** How many times a failed read is asked again before the screen shows its error. */
export const READ_RETRIES = 2;

/** A refusal (4xx) will be the same answer next time; an unreachable or failing service (5xx) may recover. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRIES && !(error instanceof ApiRequestError && error.status < 500);
}

/**
 * The query cache every data read goes through, with spec §9's timings. The shell makes one for the whole
 * page and shares it with the remotes; a remote running on its own makes its own the same way.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS, retry: shouldRetryRead } },
  });
}

/** A new, refined, deleted or claimed analysis changes the history and the dashboard's count: both are read again. */
export async function invalidateAnalyses(client: QueryClient): Promise<void> {
  await Promise.all([queryKeys.analyses, queryKeys.dashboard].map((queryKey) => client.invalidateQueries({ queryKey })));
}
