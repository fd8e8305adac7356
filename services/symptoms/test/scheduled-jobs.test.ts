import { randomUUID } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { INTERNAL_TOKEN, startSymptoms } from './support/start-symptoms';

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())('scheduled jobs of the symptoms service on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startSymptoms(database, { JOBS_POLL_MS: '50' });
  });
  afterAll(async () => {
    await service?.stop();
  });

  const analysis = (owner: { userId?: string; guestId?: string }, age: string, language = 'pt') =>
    service
      .query<{ id: string }>(
        `insert into symptoms.symptom_analyses
           (user_id, guest_id, symptoms_text, ai_response, nivel_urgencia, possiveis_causas, proximos_passos, language, provider, engine_version, created_at)
         values ($1, $2, 'dor de cabeça', '{}', 'low', '[]', '[]', $3, 'builtin', '1', now() - $4::interval) returning id`,
        [owner.userId ?? null, owner.guestId ?? null, language, age],
      )
      .then(([row]) => row!.id);

  it("deletes guests' analyses older than 1 year, never a signed-in user's", async () => {
    const oldGuest = await analysis({ guestId: 'guest-old' }, '366 days');
    const recentGuest = await analysis({ guestId: 'guest-recent' }, '364 days');
    const oldOfUser = await analysis({ userId: randomUUID() }, '800 days');

    await service.query("update symptoms.scheduled_jobs set next_run_at = now() where name = 'symptoms.guest-analysis-cleanup'");
    await waitFor(async () => {
      const [job] = await service.query<{ last_result: string | null }>(
        "select last_result from symptoms.scheduled_jobs where name = 'symptoms.guest-analysis-cleanup'",
      );
      return job?.last_result === 'ok';
    }, 'the cleanup ran');

    const left = (await service.query<{ id: string }>('select id from symptoms.symptom_analyses')).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([recentGuest, oldOfUser]));
    expect(left).not.toContain(oldGuest);
  });

  it('counts analyses per language for the usage report, with the internal token only', async () => {
    await service.query('delete from symptoms.symptom_analyses');
    await analysis({ guestId: 'g' }, '1 day', 'pt');
    await analysis({ guestId: 'g' }, '2 days', 'pt');
    await analysis({ userId: randomUUID() }, '3 days', 'en');
    await analysis({ guestId: 'g' }, '31 days', 'es');

    expect((await service.request('/internal/usage?days=30')).status).toBe(401);
    const headers = { [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN };
    expect((await service.request('/internal/usage?days=0', { headers })).status).toBe(400);
    const response = await service.request('/internal/usage?days=30', { headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ analysesByLanguage: { pt: 2, en: 1 } });
  });

  it('lists its jobs over /internal/jobs', async () => {
    const response = await service.request('/internal/jobs', { headers: { [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN } });
    expect(await response.json()).toEqual({
      jobs: [{ name: 'symptoms.guest-analysis-cleanup', lastRunAt: expect.any(String), lastResult: 'ok', nextRunAt: expect.any(String) }],
    });
  });
});
