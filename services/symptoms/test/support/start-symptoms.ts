import { startTestService, type TestDatabase, type TestService } from '@app/service-kit/testing';
import { createSymptomsService } from '../../src/app';

export const ANALYSES = '/api/symptoms/analyses';

/** The symptoms service on a free port, with a generous rate limit unless the test sets its own. */
export function startSymptoms(database: TestDatabase, env: Record<string, string> = {}, dataDir?: string): Promise<TestService> {
  return startTestService(createSymptomsService, { database, dataDir, env: { ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000', ...env } });
}

export function postJson(service: TestService, path: string, body: unknown, headers: Record<string, string> = {}) {
  return service.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
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
