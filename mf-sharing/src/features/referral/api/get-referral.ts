import { queryOptions } from '@tanstack/react-query';
import { queryKeys, referralStatusSchema, type Language, type ReferralStatus } from '@app/contracts';
import { ApiRequestError, requestJson } from '@app/ui';

/** The signed-in user's referral link and progress; null for a guest (401), who has no referral programme. */
export async function getReferral(apiBase: string, language: Language, signal?: AbortSignal): Promise<ReferralStatus | null> {
  try {
    return await requestJson(`${apiBase}/referral`, referralStatusSchema, { language, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export function referralQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.referral, queryFn: ({ signal }) => getReferral(apiBase, language, signal) });
}
