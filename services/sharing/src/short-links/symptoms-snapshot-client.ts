import { shareSnapshotResponseSchema, type ShareSnapshotResponse } from '@app/contracts';
import { AppError, INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import type { SharingCaller } from './sharing-caller';

export type ShareSnapshotSource = (analysisId: string, caller: SharingCaller) => Promise<ShareSnapshotResponse>;

/**
 * Asks symptoms (its internal share-snapshot route) whether the caller owns the analysis and for its shareable
 * result: 404 when not theirs, 503 when symptoms cannot say.
 */
export function shareSnapshotOverHttp({
  baseUrl,
  token,
  timeoutMs = 5_000,
}: {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}): ShareSnapshotSource {
  return async (analysisId, { userId, guestCookie }) => {
    const url = new URL(`/internal/analyses/${encodeURIComponent(analysisId)}/share-snapshot`, baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
        body: JSON.stringify({ userId, guestCookie }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AppError('unavailable', 503, { cause: error });
    }
    if (response.status === 404) throw new AppError('not_found', 404);
    if (!response.ok) throw new AppError('unavailable', 503, { cause: new Error(`symptoms answered HTTP ${response.status}`) });
    return shareSnapshotResponseSchema.parse(await response.json());
  };
}
