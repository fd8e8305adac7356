import { IN_MEMORY_DATA_DIR, internalToken } from '@app/service-kit';
import {
  scriptedServer,
  startTestService,
  type ScriptedServer,
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
/** The token of the internal endpoints, as the services derive it in these tests. */
export const INTERNAL_TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });

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

export interface SymptomsWithSharing extends SignedInSymptoms {
  /** The stand-in for sharing's `/internal/events`, with every request it received. */
  sharing: ScriptedServer;
  /** Whether the stand-in takes events; while it does not (503), they wait in the outbox. */
  sharingUp: boolean;
}

/** Signed-in symptoms delivering its events to a stand-in for sharing. */
export async function startSymptomsWithSharing(database: TestDatabase): Promise<SymptomsWithSharing> {
  let up = true;
  const sharing = await scriptedServer(() => (up ? { json: { status: 'processed' } } : { status: 503, json: {} }));
  const symptoms = await startSignedInSymptoms(database, {}, { SHARING_EVENTS_URL: `${sharing.url}/internal/events` });
  return {
    ...symptoms,
    sharing,
    get sharingUp() {
      return up;
    },
    set sharingUp(value) {
      up = value;
    },
    stop: async () => {
      await symptoms.stop();
      await sharing.close();
    },
  };
}

/** Checks `condition` every 50 ms until it holds, failing after 5 s with `what` was awaited. */
export async function waitUntil(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
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
