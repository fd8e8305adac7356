import { randomUUID } from 'node:crypto';
import { apiMessage } from '@app/i18n';
import { ACCESS_TOKEN_COOKIE } from '@app/service-kit';
import { aUser, startTestIdentity, startTestService, testDatabases, type TestIdentity, type TestService } from '@app/service-kit/testing';
import { createAccountService } from '../src/app';
import { SITE } from './support/account-test-service';

const TELEMETRY = '/api/account/telemetry';

const aMetric = (overrides: Record<string, unknown> = {}) => ({
  operation: 'web_vitals.LCP',
  durationMs: 1830,
  language: 'pt',
  success: true,
  ...overrides,
});
const anError = (overrides: Record<string, unknown> = {}) => ({
  errorMessage: 'Cannot read properties of undefined',
  errorStack: 'TypeError: Cannot read properties of undefined\n    at Dashboard (main.js:1:2)',
  language: 'de',
  page: '/de/verlauf',
  sessionId: randomUUID(),
  ...overrides,
});
const aClick = (overrides: Record<string, unknown> = {}) => ({
  source: 'footer',
  language: 'fr',
  sessionId: randomUUID(),
  referrer: '/fr/triage-des-symptomes',
  ...overrides,
});

/** What the gateway forwards for an outside client that sends its own X-Forwarded-For. */
const fromOutside = (clientIp: string, spoofed = '10.0.0.1') => ({ 'X-Forwarded-For': `${spoofed}, ${clientIp}` });

let clientCount = 0;
/** A client address of its own, so one test's reports never eat into another's rate budget. */
const newClient = () => `198.51.100.${(clientCount += 1)}`;

async function startTelemetryService(database: 'pglite' | 'postgres', identity: TestIdentity, env: Record<string, string> = {}) {
  return startTestService(createAccountService, { database, env: { IDENTITY_JWKS_URL: identity.jwksUrl, PUBLIC_ORIGIN: SITE, ...env } });
}

describe.each(testDatabases())('client telemetry on %s', (database) => {
  let identity: TestIdentity;
  let service: TestService;
  beforeAll(async () => {
    identity = await startTestIdentity();
    service = await startTelemetryService(database, identity);
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.stop();
  });

  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return service.request(`${TELEMETRY}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromOutside(newClient()), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  const count = async (table: string) => (await service.query<{ n: number }>(`select count(*)::int as n from account.${table}`))[0]?.n;

  describe('performance metrics', () => {
    it('an anonymous web vital is stored without a user and answered 204', async () => {
      const operation = `web_vitals.${randomUUID().slice(0, 8)}`;
      const response = await post('/performance', aMetric({ operation }));

      expect(response.status).toBe(204);
      expect(
        await service.query(
          'select duration_ms, language, user_id, success, error_message from account.performance_metrics where operation = $1',
          [operation],
        ),
      ).toEqual([{ duration_ms: 1830, language: 'pt', user_id: null, success: true, error_message: null }]);
    });

    it('a signed-in browser (access cookie from the site) is recorded with its user id', async () => {
      const user = aUser();
      const operation = `cookie.${randomUUID().slice(0, 8)}`;
      const response = await post('/performance', aMetric({ operation }), {
        Cookie: `${ACCESS_TOKEN_COOKIE}=${await identity.tokenFor(user)}`,
        Origin: SITE,
      });

      expect(response.status).toBe(204);
      expect(await service.query('select user_id from account.performance_metrics where operation = $1', [operation])).toEqual([
        { user_id: user.userId },
      ]);
    });

    it('a forged access token is not believed: the report stays anonymous', async () => {
      const operation = `forged.${randomUUID().slice(0, 8)}`;
      const forged = await identity.tokenFor(aUser(), { key: identity.foreignKey });
      const response = await post('/performance', aMetric({ operation }), { Authorization: `Bearer ${forged}` });

      expect(response.status).toBe(204);
      expect(await service.query('select user_id from account.performance_metrics where operation = $1', [operation])).toEqual([
        { user_id: null },
      ]);
    });

    it.each([
      ['a negative duration', aMetric({ durationMs: -1 })],
      ['a fractional duration', aMetric({ durationMs: 12.5 })],
      ['an operation with spaces', aMetric({ operation: 'web vitals' })],
      ['an unknown language', aMetric({ language: 'it' })],
      ['an unknown field', aMetric({ userId: randomUUID() })],
    ])('refuses %s with a localised 400 and stores nothing', async (_case, body) => {
      const before = await count('performance_metrics');
      const response = await post('/performance', body, { 'Accept-Language': 'es' });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: expect.objectContaining({ code: 'validation', message: apiMessage('validation', 'es') }),
      });
      expect(await count('performance_metrics')).toBe(before);
    });
  });

  describe('error logs', () => {
    it('stores the error with its page, visit id and the user agent of the request', async () => {
      const report = anError();
      const response = await post('/errors', report, { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });

      expect(response.status).toBe(204);
      expect(
        await service.query(
          'select error_message, error_stack, user_id, language, page, user_agent from account.error_logs where session_id = $1',
          [report.sessionId],
        ),
      ).toEqual([
        {
          error_message: report.errorMessage,
          error_stack: report.errorStack,
          user_id: null,
          language: 'de',
          page: '/de/verlauf',
          user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        },
      ]);
    });

    it.each([
      ['a message longer than 500 characters', anError({ errorMessage: 'x'.repeat(501) })],
      ['a stack longer than 4000 characters', anError({ errorStack: 'x'.repeat(4001) })],
      ['an empty message', anError({ errorMessage: '' })],
      ['a page with a query string (it may carry a token)', anError({ page: '/pt/reset-password?token=abc' })],
      ['a page that is not a path', anError({ page: 'https://evil.example/' })],
      ['a visit id that is not a uuid', anError({ sessionId: 'abc' })],
    ])('refuses %s with 400 and stores nothing', async (_case, body) => {
      const before = await count('error_logs');
      expect((await post('/errors', body)).status).toBe(400);
      expect(await count('error_logs')).toBe(before);
    });
  });

  describe('privacy-policy clicks', () => {
    it('stores the click with its source, language, visit id and page', async () => {
      const click = aClick({ source: 'cookie_banner' });
      expect((await post('/privacy-policy-clicks', click)).status).toBe(204);
      expect(
        await service.query('select source, language, user_id, referrer from account.privacy_policy_clicks where session_id = $1', [
          click.sessionId,
        ]),
      ).toEqual([{ source: 'cookie_banner', language: 'fr', user_id: null, referrer: '/fr/triage-des-symptomes' }]);
    });

    it('records the user id of a valid Bearer token', async () => {
      const user = aUser();
      const click = aClick();
      expect((await post('/privacy-policy-clicks', click, { Authorization: `Bearer ${await identity.tokenFor(user)}` })).status).toBe(204);
      expect(await service.query('select user_id from account.privacy_policy_clicks where session_id = $1', [click.sessionId])).toEqual([
        { user_id: user.userId },
      ]);
    });

    it('refuses an unknown source with 400', async () => {
      expect((await post('/privacy-policy-clicks', aClick({ source: 'somewhere' }))).status).toBe(400);
    });
  });

  describe('what every telemetry route refuses', () => {
    it('a cookie-carrying report from another site (CSRF): 403 localised, nothing stored', async () => {
      const before = await count('error_logs');
      const response = await post('/errors', anError(), {
        Cookie: `${ACCESS_TOKEN_COOKIE}=${await identity.tokenFor(aUser())}`,
        Origin: 'https://evil.example',
        'Accept-Language': 'fr',
      });

      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'forbidden', message: apiMessage('csrfRefused', 'fr') } });
      expect(await count('error_logs')).toBe(before);
    });

    it('a body over 16 kB: 413', async () => {
      const response = await post('/errors', anError({ errorStack: 'x'.repeat(17 * 1024) }));
      expect(response.status).toBe(413);
    });

    it('a text/plain body: 415 (a cross-site form could send one without a CORS preflight)', async () => {
      const response = await post('/performance', JSON.stringify(aMetric()), { 'Content-Type': 'text/plain;charset=UTF-8' });
      expect(response.status).toBe(415);
    });

    it('invalid JSON: 400 bad_json', async () => {
      const response = await post('/performance', '{"operation":');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_json');
    });
  });
});

describe('the per-client telemetry rate limit', () => {
  let identity: TestIdentity;
  let service: TestService;
  beforeAll(async () => {
    identity = await startTestIdentity();
    service = await startTelemetryService('pglite', identity, { TELEMETRY_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.stop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    service.request(`${TELEMETRY}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers the 4th report of a minute from one client with a localised 429 and Retry-After, however X-Forwarded-For is rotated', async () => {
    expect((await post('/performance', aMetric(), fromOutside('203.0.113.9', '10.0.0.1'))).status).toBe(204);
    expect((await post('/errors', anError(), fromOutside('203.0.113.9', '10.0.0.2'))).status).toBe(204);
    expect((await post('/privacy-policy-clicks', aClick(), fromOutside('203.0.113.9', '10.0.0.3'))).status).toBe(204);

    const limited = await post('/performance', aMetric(), { ...fromOutside('203.0.113.9', '10.0.0.4'), 'Accept-Language': 'de' });

    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: apiMessage('rate_limited', 'de') } });
  });

  it('keeps other clients apart', async () => {
    for (let report = 1; report <= 3; report += 1) await post('/performance', aMetric(), fromOutside('192.0.2.7'));
    expect((await post('/performance', aMetric(), fromOutside('192.0.2.7'))).status).toBe(429);
    expect((await post('/performance', aMetric(), fromOutside('192.0.2.8'))).status).toBe(204);
  });
});
