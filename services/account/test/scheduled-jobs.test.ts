import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { captureLogs, startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createAccountService } from '../src/app';
import { usageReport } from '../src/jobs/usage-report';
import { startAccountTest, type AccountTest } from './support/account-test-service';

const OPS_TOKEN = 'ops-token-for-tests-0123456789abcdef';

/** Stands in for identity and symptoms: each lists one job on /internal/jobs when given the internal token. */
async function otherServicesJobs(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url !== '/internal/jobs' || !req.headers[INTERNAL_TOKEN_HEADER.toLowerCase()]) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ jobs: [{ name: 'other.cleanup', lastRunAt: null, lastResult: null, nextRunAt: new Date().toISOString() }] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())('scheduled jobs of the account service on %s', (database) => {
  let account: AccountTest;
  let others: Awaited<ReturnType<typeof otherServicesJobs>>;
  const analysesByLanguage = { pt: 3, en: 1 };
  beforeAll(async () => {
    others = await otherServicesJobs();
    account = await startAccountTest(
      database,
      { analysesUsage: { analysesByLanguage: async () => analysesByLanguage } },
      { JOBS_POLL_MS: '50', OPS_TOKEN, IDENTITY_URL: others.url, SYMPTOMS_URL: others.url },
    );
  });
  afterAll(async () => {
    await account?.stop();
    await others?.close();
  });

  const query = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => account.service.query<Row>(text, params);
  const lastRunOf = async (name: string) =>
    (
      await query<{ last_run_at: Date | null; last_result: string | null }>(
        'select last_run_at, last_result from account.scheduled_jobs where name = $1',
        [name],
      )
    )[0];
  /** As if the interval had passed: the job is due, and the test waits until it has run. */
  const runNow = async (name: string) => {
    await query('update account.scheduled_jobs set next_run_at = now(), last_run_at = null where name = $1', [name]);
    await waitFor(async () => (await lastRunOf(name))?.last_run_at != null, `${name} ran`);
    return lastRunOf(name);
  };
  const adminJobs = (authorization?: string) =>
    account.service.request('/api/account/admin/jobs', { headers: authorization ? { Authorization: authorization } : {} });

  it('deletes anonymous cookie consents older than 2 years, and keeps newer ones and signed-in users\u2019 consents', async () => {
    const insert = (userId: string | null, age: string) =>
      query(
        `insert into account.cookie_consents (user_id, language, browser_info, device_info, session_id, created_at)
         values ($1, 'pt', '{}', '{}', 's', now() - $2::interval) returning id`,
        [userId, age],
      ).then((rows) => (rows[0] as { id: string }).id);
    const old = await insert(null, '731 days');
    const recent = await insert(null, '729 days');
    const oldOfUser = await insert(randomUUID(), '800 days');

    expect(await runNow('account.cookie-consent-cleanup')).toEqual({ last_run_at: expect.any(Date), last_result: 'ok' });

    const left = (await query<{ id: string }>('select id from account.cookie_consents')).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([recent, oldOfUser]));
    expect(left).not.toContain(old);
  });

  it('gives every profile that lacks settings the default settings', async () => {
    const withSettings = await account.registeredUser();
    await query("update account.user_settings set theme = 'dark' where user_id = $1", [withSettings.userId]);
    const withoutSettings = randomUUID();
    await query('insert into account.profiles (id, name) values ($1, $2)', [withoutSettings, 'Bea']);

    expect((await runNow('account.settings-integrity'))?.last_result).toBe('ok');

    const settings = await query('select user_id, language, theme from account.user_settings where user_id = any($1::uuid[])', [
      [withSettings.userId, withoutSettings],
    ]);
    expect(settings).toEqual(
      expect.arrayContaining([
        { user_id: withSettings.userId, language: 'portuguese', theme: 'dark' },
        { user_id: withoutSettings, language: 'portuguese', theme: 'light' },
      ]),
    );
  });

  it('checks the database and reports usage in counts', async () => {
    expect((await runNow('account.database-health'))?.last_result).toBe('ok');
    expect((await runNow('account.usage-report'))?.last_result).toBe('ok');
  });

  it('the usage report counts the analytics events of the last 30 days by name and language', async () => {
    await query('delete from account.analytics_events');
    const insert = (name: string, language: string, age = '1 day') =>
      query(
        `insert into account.analytics_events (name, language, session_id, page, created_at)
         values ($1, $2, gen_random_uuid(), '/pt', now() - $3::interval)`,
        [name, language, age],
      );
    await insert('page_view', 'pt');
    await insert('page_view', 'pt');
    await insert('page_view', 'en');
    await insert('language_change', 'de');
    await insert('login', 'pt', '31 days');

    const report = await usageReport(
      account.service.running.database.db,
      { analysesByLanguage: async () => analysesByLanguage },
      new AbortController().signal,
    );

    expect(report).toEqual({
      days: 30,
      activeUsers: expect.any(Number),
      analysesByLanguage,
      cookieConsentsByLanguage: expect.any(Object),
      analyticsEventsByNameAndLanguage: { page_view: { pt: 2, en: 1 }, language_change: { de: 1 } },
    });
  });

  it('answers 404 to /admin/jobs without the operator token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${OPS_TOKEN}`, `Bearer ${OPS_TOKEN}x`]) {
      const response = await adminJobs(authorization);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });

  it("lists every service's jobs to the operator", async () => {
    const response = await adminJobs(`Bearer ${OPS_TOKEN}`);
    expect(response.status).toBe(200);
    const { jobs, unavailable } = await response.json();
    expect(unavailable).toEqual([]);
    expect(jobs.map((job: { name: string }) => job.name)).toEqual([
      'account.cookie-consent-cleanup',
      'account.database-health',
      'account.settings-integrity',
      'account.usage-report',
      'other.cleanup',
      'other.cleanup',
    ]);
    expect(jobs[1]).toEqual({
      name: 'account.database-health',
      lastRunAt: expect.any(String),
      lastResult: 'ok',
      nextRunAt: expect.any(String),
    });
  });
});

describe.each(testDatabases())('/admin/jobs without OPS_TOKEN on %s', (database) => {
  it('does not exist', async () => {
    const account = await startAccountTest(database);
    try {
      const response = await account.service.request('/api/account/admin/jobs', { headers: { Authorization: 'Bearer ' } });
      expect(response.status).toBe(404);
    } finally {
      await account.stop();
    }
    // Starts its own service and identity.
  }, 90_000);
});

const onPostgres = testDatabases().includes('postgres') ? describe : describe.skip;

onPostgres('two account replicas on one PostgreSQL database', () => {
  let replicas: TestService[] = [];
  const logs = [captureLogs(), captureLogs()];
  beforeAll(async () => {
    const env = { JOBS_POLL_MS: '20', SYMPTOMS_URL: 'http://127.0.0.1:9', IDENTITY_EVENTS_URL: 'http://127.0.0.1:9/internal/events' };
    const first = await startTestService(createAccountService, { database: 'postgres', env, logs: logs[0]!.destination });
    const second = await startTestService(createAccountService, {
      database: 'postgres',
      databaseUrl: first.databaseUrl,
      env,
      logs: logs[1]!.destination,
    });
    replicas = [second, first];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.stop();
  });

  const runsOf = (job: string) =>
    logs
      .flatMap((captured) => captured.lines.map((line) => JSON.parse(line) as { job?: string; msg: string }))
      .filter((entry) => entry.job === job && entry.msg === 'scheduled job ran').length;

  it('run each job once per interval', async () => {
    const [replica] = replicas;
    for (let interval = 1; interval <= 3; interval += 1) {
      await replica!.query("update account.scheduled_jobs set next_run_at = now() where name = 'account.database-health'");
      await waitFor(() => runsOf('account.database-health') >= interval, `run ${interval}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runsOf('account.database-health')).toBe(interval);
    }
    const [row] = await replica!.query<{ next_run_at: Date }>(
      "select next_run_at from account.scheduled_jobs where name = 'account.database-health'",
    );
    expect(row!.next_run_at.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
  });
});
