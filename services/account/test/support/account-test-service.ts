import { randomUUID } from 'node:crypto';
import type { EventOf, EventType, UserRegisteredPayload } from '@app/contracts';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import {
  aRegistration,
  startTestService,
  type TestDatabase,
  type TestService,
  aUser,
  startTestIdentity,
  type TestIdentity,
  type TestUser,
} from '@app/service-kit/testing';
import { createAccountService, type AccountServiceOptions } from '../../src/app';

export const SITE = 'https://vitalia.example';
/** An address where nothing listens (the discard port): requests to it fail at once. */
export const NOWHERE = 'http://127.0.0.1:9';

export interface AccountTest {
  service: TestService;
  identity: TestIdentity;
  /** Delivers an event to /internal/events as identity's outbox does. */
  deliver<T extends EventType>(type: T, payload: EventOf<T>['payload'], id?: string): Promise<Response>;
  /** A user whose user.registered has been handled, so their profile and settings exist. */
  registeredUser(overrides?: Partial<Omit<UserRegisteredPayload, 'userId'>>): Promise<TestUser>;
  /** A request with `Authorization: Bearer <token of user>`. */
  asUser(user: TestUser, path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  stop(): Promise<void>;
}

export function registration(user: TestUser, overrides: Partial<UserRegisteredPayload> = {}): UserRegisteredPayload {
  return aRegistration({ userId: user.userId, email: user.email, ...overrides });
}

/** The account service on `database`, trusting a test identity's keys and allowing SITE as the cookie origin. */
export async function startAccountTest(
  database: TestDatabase,
  options: Omit<AccountServiceOptions, 'env'> = {},
  env: Record<string, string> = {},
): Promise<AccountTest> {
  const identity = await startTestIdentity();
  const service = await startTestService((serviceOptions) => createAccountService({ ...serviceOptions, ...options }), {
    database,
    // Nothing listens on port 9: events for identity stay in the outbox unless a test points elsewhere.
    env: { IDENTITY_JWKS_URL: identity.jwksUrl, PUBLIC_ORIGIN: SITE, IDENTITY_EVENTS_URL: `${NOWHERE}/internal/events`, ...env },
  });
  const token = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });

  const deliver: AccountTest['deliver'] = (type, payload, id = randomUUID()) =>
    service.request('/internal/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
      body: JSON.stringify({ id, type, occurredAt: new Date().toISOString(), payload }),
    });

  return {
    service,
    identity,
    deliver,
    registeredUser: async (overrides = {}) => {
      const user = aUser(overrides.email);
      const response = await deliver('user.registered', registration(user, overrides));
      if (response.status !== 200) throw new Error(`user.registered answered ${response.status}`);
      return user;
    },
    asUser: async (user, path, { json, headers, ...init } = {}) =>
      service.request(`/api/account${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${await identity.tokenFor(user)}`,
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(headers as Record<string, string> | undefined),
        },
        body: json === undefined ? init.body : JSON.stringify(json),
      }),
    stop: async () => {
      await service.stop();
      await identity.stop();
    },
  };
}
