import {
  startTestService,
  type TestDatabase,
  type TestService,
  startTestIdentity,
  type TestIdentity,
  type TestUser,
} from '@app/service-kit/testing';
import { createSymptomsService, type SymptomsServiceOptions } from '../../src/app';

export const ANALYSES = '/api/symptoms/analyses';
/** The site's origin in tests: the service allows cookie-carrying POSTs from it only (CSRF). */
export const SITE = 'https://vitalia.example';

/** The symptoms service on a free port, with a generous rate limit unless the test sets its own. */
export function startSymptoms(
  database: TestDatabase,
  env: Record<string, string> = {},
  dataDir?: string,
  options: Omit<SymptomsServiceOptions, 'env'> = {},
): Promise<TestService> {
  return startTestService((serviceOptions) => createSymptomsService({ ...serviceOptions, ...options }), {
    database,
    dataDir,
    env: {
      ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
      PUBLIC_ORIGIN: SITE,
      // Nothing listens here: events stay in the outbox unless a test gives a stand-in for sharing.
      SHARING_EVENTS_URL: 'http://127.0.0.1:9/internal/events',
      ...env,
    },
  });
}

/** A POST from the site (Origin: SITE unless `headers` says otherwise). */
export function postJson(service: TestService, path: string, body: unknown, headers: Record<string, string> = {}) {
  return service.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface SignedInSymptoms {
  service: TestService;
  identity: TestIdentity;
  /** The `vitalia_access=<token>` cookie of a browser signed in as `user`. */
  accessCookie(user: TestUser): Promise<string>;
  stop(): Promise<void>;
}

/** The symptoms service trusting a test identity's keys, for signed-in requests. */
export async function startSignedInSymptoms(
  database: TestDatabase,
  options: Omit<SymptomsServiceOptions, 'env'> = {},
  env: Record<string, string> = {},
): Promise<SignedInSymptoms> {
  const identity = await startTestIdentity();
  const service = await startSymptoms(database, { IDENTITY_JWKS_URL: identity.jwksUrl, ...env }, undefined, options);
  return {
    service,
    identity,
    accessCookie: async (user) => `vitalia_access=${await identity.tokenFor(user)}`,
    stop: async () => {
      await service.stop();
      await identity.stop();
    },
  };
}

/** The `name=value` of the guest cookie a response sets, ready to send back. */
export function guestCookie(response: Response): string | undefined {
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('vitalia_guest='));
  return setCookie?.split(';')[0];
}

export async function countRows(service: TestService, table: string): Promise<number> {
  const [row] = await service.query<{ count: number }>(`select count(*)::int as count from symptoms.${table}`);
  return row?.count ?? -1;
}
