import { queryOptions } from '@tanstack/react-query';
import { queryKeys, sharedResultSchema, type Language, type ShareSnapshot } from '@app/contracts';
import { ApiRequestError, requestJson } from '@app/ui';

/** The result shared under `code`, as it was when shared; null when the link is unknown, revoked or expired (404). */
export async function getSharedResult(
  apiBase: string,
  language: Language,
  code: string,
  signal?: AbortSignal,
): Promise<ShareSnapshot | null> {
  try {
    return (await requestJson(`${apiBase}/shared/${encodeURIComponent(code)}`, sharedResultSchema, { language, signal })).result;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The snapshot is the same in every language: a language switch keeps it. */
export function sharedResultQuery(apiBase: string, language: Language, code: string) {
  return queryOptions({
    queryKey: queryKeys.sharedResult(code),
    queryFn: ({ signal }) => getSharedResult(apiBase, language, code, signal),
  });
}
