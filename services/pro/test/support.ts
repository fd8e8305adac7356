import { randomUUID } from 'node:crypto';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { chatConversationSchema, chatExchangeSchema, type ChatExchange, type ChatMessage } from '@app/contracts';
import {
  startTestIdentity,
  startTestService,
  type StartTestServiceOptions,
  type TestDatabase,
  type TestIdentity,
  type TestService,
  type TestUser,
} from '@app/service-kit/testing';
import { createProService } from '../src/app';

/** The token of the internal endpoints, as the services derive it in these tests. */
const INTERNAL_TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });

/** The site the services see as PUBLIC_ORIGIN in these tests. */
export const SITE = 'https://vitalia.example';

export interface ProTestSite {
  identity: TestIdentity;
  service: TestService;
  /** A request to `/api/pro{path}` as the user, with a JSON body when given. */
  asUser(user: TestUser, path: string, init?: { method?: string; body?: unknown; language?: string }): Promise<Response>;
  /** What `GET /internal/export` gives the account service for the user: table name → stored rows. */
  exportOf(userId: string): Promise<Record<string, Array<Record<string, unknown>>>>;
  /** Delivers `user.deleted` as identity's outbox does; the answer's status. */
  deliverUserDeleted(userId: string): Promise<Response>;
  /** A Pro owner without going through Stripe: a subscribers row with the given Stripe status. */
  subscribe(user: TestUser, status?: string): Promise<void>;
  stop(): Promise<void>;
}

/** The pro service on the given database, trusting a test identity, with extra environment on top; `logs` receives its logs. */
export async function startProTestSite(
  database: TestDatabase,
  env: Record<string, string> = {},
  { logs }: { logs?: StartTestServiceOptions['logs'] } = {},
): Promise<ProTestSite> {
  const identity = await startTestIdentity();
  const service = await startTestService(createProService, {
    database,
    env: { IDENTITY_JWKS_URL: identity.jwksUrl, PUBLIC_ORIGIN: SITE, ...env },
    logs,
  });
  return {
    identity,
    service,
    async asUser(user, path, { method = 'GET', body, language = 'en' } = {}) {
      return service.request(`/api/pro${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await identity.tokenFor(user)}`,
          'Accept-Language': language,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
    async exportOf(userId) {
      const response = await service.request(`/internal/export?userId=${userId}`, { headers: { [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN } });
      return ((await response.json()) as { data: Record<string, Array<Record<string, unknown>>> }).data;
    },
    deliverUserDeleted(userId) {
      return service.request('/internal/events', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN },
        body: JSON.stringify({ id: randomUUID(), type: 'user.deleted', occurredAt: new Date().toISOString(), payload: { userId } }),
      });
    },
    async subscribe(user, status = 'active') {
      await service.query(
        `insert into pro.subscribers (user_id, email, status, plan_type, start_date, end_date)
         values ($1, $2, $3, 'pro', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')
         on conflict (user_id) do update set status = excluded.status`,
        [user.userId, user.email.toLowerCase(), status],
      );
    },
    async stop() {
      await service.stop();
      await identity.stop();
    },
  };
}

/** The error envelope of a refused request. */
export async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** What an OpenAI-compatible provider answers with `content` as the assistant's message. */
export function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

/** Sends a chat message as `user` and reads the exchange (the status must be 201). */
export async function chat(site: ProTestSite, user: TestUser, content: string, language = 'en'): Promise<ChatExchange> {
  const response = await site.asUser(user, '/chat/messages', { method: 'POST', body: { content, language }, language });
  expect(response.status).toBe(201);
  return chatExchangeSchema.parse(await response.json());
}

/** The user's conversation as `GET /chat/messages` answers it. */
export async function conversation(site: ProTestSite, user: TestUser): Promise<ChatMessage[]> {
  const response = await site.asUser(user, '/chat/messages');
  expect(response.status).toBe(200);
  return chatConversationSchema.parse(await response.json()).messages;
}
