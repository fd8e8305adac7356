import { INTERNAL_TOKEN_HEADER, IN_MEMORY_DATA_DIR, internalToken } from '@app/service-kit';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { startIdentity } from './support/identity-client';

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())('the daily session cleanup on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    ({ service } = await startIdentity(database, { smtp: false, env: { JOBS_POLL_MS: '50' } }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('deletes sessions older than 30 days and keeps newer ones', async () => {
    const [user] = await service.query<{ user_id: string }>(
      "insert into identity.credentials (email, password_hash) values ('cleanup@example.com', 'x') returning user_id",
    );
    const session = (loginAge: string, expiresIn: string) =>
      service
        .query<{ id: string }>(
          'insert into identity.user_sessions (user_id, login_time, expires_at) values ($1, now() - $2::interval, now() + $3::interval) returning id',
          [user!.user_id, loginAge, expiresIn],
        )
        .then(([row]) => row!.id);
    const old = await session('31 days', '-1 day');
    const recent = await session('29 days', '1 day');

    await service.query("update identity.scheduled_jobs set next_run_at = now() where name = 'identity.session-cleanup'");
    await waitFor(async () => {
      const [job] = await service.query<{ last_result: string | null }>(
        "select last_result from identity.scheduled_jobs where name = 'identity.session-cleanup'",
      );
      return job?.last_result === 'ok';
    }, 'the cleanup ran');

    const left = (await service.query<{ id: string }>('select id from identity.user_sessions')).map((row) => row.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });

  it('lists its jobs to the other services with the internal token only', async () => {
    expect((await service.request('/internal/jobs')).status).toBe(401);
    const response = await service.request('/internal/jobs', {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR }) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      jobs: [{ name: 'identity.session-cleanup', lastRunAt: expect.any(String), lastResult: 'ok', nextRunAt: expect.any(String) }],
    });
  });
});
