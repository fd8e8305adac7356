import { queryOptions } from '@tanstack/react-query';
import { deletionRequestSchema, queryKeys, type DeletionRequest, type Language } from '@app/contracts';
import { ApiRequestError, requestJson, send } from '@app/ui';
import { IDENTITY_API } from '../../../shared/identity-api';

/** `POST /deletion-request`: registers the deletion, confirmed by the current password (202). */
export function requestDeletion(apiBase: string, language: Language, password: string): Promise<DeletionRequest> {
  return requestJson(`${apiBase}/deletion-request`, deletionRequestSchema, { language, method: 'POST', body: { password } });
}

/** The user's open deletion request, or null when there is none (404). */
export async function currentDeletionRequest(apiBase: string, language: Language, signal?: AbortSignal): Promise<DeletionRequest | null> {
  try {
    return await requestJson(`${apiBase}/deletion-request`, deletionRequestSchema, { language, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function currentDeletionRequestQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.deletionRequest, queryFn: ({ signal }) => currentDeletionRequest(apiBase, language, signal) });
}

/** A request's status by its id; answers without a session, which ends while the request is processed. */
export function deletionRequestStatus(apiBase: string, language: Language, id: string, signal?: AbortSignal): Promise<DeletionRequest> {
  return requestJson(`${apiBase}/deletion-requests/${encodeURIComponent(id)}`, deletionRequestSchema, { language, signal });
}

/** Clears this browser's session cookies once the account is gone (the session itself has already ended). */
export async function clearSession(language: Language): Promise<void> {
  await send(`${IDENTITY_API}/logout`, { language, method: 'POST', body: { scope: 'local' } });
}
