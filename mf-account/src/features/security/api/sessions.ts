import { queryOptions } from '@tanstack/react-query';
import { queryKeys, userSessionListSchema, type Language, type UserSession } from '@app/contracts';
import { requestJson, send } from '@app/ui';
import { IDENTITY_API } from '../../../shared/identity-api';

export async function listSessions(language: Language, signal?: AbortSignal): Promise<UserSession[]> {
  return (await requestJson(`${IDENTITY_API}/sessions`, userSessionListSchema, { language, signal })).sessions;
}

export function sessionsQuery(language: Language) {
  return queryOptions({ queryKey: queryKeys.sessions, queryFn: ({ signal }) => listSessions(language, signal) });
}

export async function endSession(language: Language, id: string): Promise<void> {
  await send(`${IDENTITY_API}/sessions/${encodeURIComponent(id)}`, { language, method: 'DELETE' });
}

export async function endOtherSessions(language: Language): Promise<void> {
  await send(`${IDENTITY_API}/logout`, { language, method: 'POST', body: { scope: 'others' } });
}
