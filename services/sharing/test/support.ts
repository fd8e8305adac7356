import { randomUUID } from 'node:crypto';
import type { EventType } from '@app/contracts';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { startTestService, type TestDatabase, type TestIdentity, type TestService, type TestUser } from '@app/service-kit/testing';
import { createSharingService } from '../src/app';

/** The site the service sees as PUBLIC_ORIGIN in these tests. */
export const SITE = 'https://vitalia.example';

/** The token of the internal endpoints, as the services derive it in these tests. */
export const TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });

/** The sharing service on `database`, trusting `identity` when given, with extra environment on top. */
export function startSharing(
  database: TestDatabase,
  { identity, env = {} }: { identity?: TestIdentity; env?: Record<string, string> } = {},
): Promise<TestService> {
  return startTestService(createSharingService, {
    database,
    env: { PUBLIC_ORIGIN: SITE, ...(identity ? { IDENTITY_JWKS_URL: identity.jwksUrl } : {}), ...env },
  });
}

/** The access cookie the site sets on the signed-in user. */
export async function accessCookieOf(identity: TestIdentity, user: TestUser): Promise<string> {
  return `vitalia_access=${await identity.tokenFor(user)}`;
}

/** Delivers an event to `/internal/events` as the outbox of its service does; without the token when `withToken` is false. */
export function deliverEvent(
  service: TestService,
  type: EventType,
  payload: unknown,
  { id = randomUUID(), withToken = true, occurredAt = new Date() }: { id?: string; withToken?: boolean; occurredAt?: Date } = {},
): Promise<Response> {
  return service.request('/internal/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(withToken ? { [INTERNAL_TOKEN_HEADER]: TOKEN } : {}) },
    body: JSON.stringify({ id, type, occurredAt: occurredAt.toISOString(), payload }),
  });
}

export interface ShareRow {
  /** The short code of the link to the share's page. */
  code: string;
  /** The owner, as both `user_id` and `shared_by_user_id`. */
  userId?: string;
  analysisId?: string;
  snapshot?: unknown;
  /** The sharer's address. */
  ipAddress?: string;
}

/** A symptom-analysis share stored directly, with a short link `code` to its shared page. */
export async function insertShareWithShortLink(
  service: TestService,
  { code, userId, analysisId, snapshot, ipAddress }: ShareRow,
): Promise<{ shareId: string; code: string }> {
  const [share] = await service.query<{ id: string }>(
    `insert into sharing.sharing_stats (user_id, shared_by_user_id, analysis_id, share_type, snapshot, ip_address)
     values ($1, $1, $2, 'symptom_analysis', $3, $4) returning id`,
    [userId ?? null, analysisId ?? null, snapshot === undefined ? null : JSON.stringify(snapshot), ipAddress ?? null],
  );
  await service.query('insert into sharing.short_links (short_code, original_url, share_id) values ($1, $2, $3)', [
    code,
    `/pt/analise-compartilhada/${code}`,
    share!.id,
  ]);
  return { shareId: share!.id, code };
}

/** A JSON POST from the site's own pages (with its Origin, as CSRF protection wants). */
export function postJson(service: TestService, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return service.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body: JSON.stringify(body),
  });
}
