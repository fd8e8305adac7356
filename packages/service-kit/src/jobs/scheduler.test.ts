import { IN_MEMORY_DATA_DIR } from '../config/load-config';
import { openDatabase, type DatabaseHandle } from '../db/open-database';
import { createLogger } from '../logging/logger';
import { createPostgresTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases';
import { failedResult } from './job-result';
import { listScheduledJobs, startScheduler, type JobDefinition, type Scheduler } from './scheduler';

const logger = createLogger('scheduler-test', 'silent');
const HOUR = 3_600_000;

/** Two connections to one database, as two replicas have (PGlite has one connection per process). */
async function openReplicas(kind: TestDatabase): Promise<{ replicas: DatabaseHandle[]; close(): Promise<void> }> {
  const created = kind === 'postgres' ? await createPostgresTestDatabase() : undefined;
  const open = () => openDatabase({ service: 'jobs_test', schema: {}, dataDir: IN_MEMORY_DATA_DIR, databaseUrl: created?.url });
  const first = await open();
  const replicas = created ? [first, await open()] : [first, first];
  return {
    replicas,
    close: async () => {
      for (const replica of new Set(replicas)) await replica.close();
      await created?.drop();
    },
  };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('scheduled jobs on %s', (kind) => {
  let replicas: DatabaseHandle[];
  let closeDatabases: () => Promise<void>;
  let schedulers: Scheduler[] = [];
  beforeEach(async () => {
    ({ replicas, close: closeDatabases } = await openReplicas(kind));
  });
  afterEach(async () => {
    for (const scheduler of schedulers) await scheduler.stop();
    schedulers = [];
    await closeDatabases();
  });

  const dueNow = (name: string) => replicas[0]!.query('update jobs_test.scheduled_jobs set next_run_at = now() where name = $1', [name]);
  const startBoth = async (job: JobDefinition) => {
    for (const replica of replicas)
      schedulers.push(await startScheduler({ db: replica.db, schemaName: 'jobs_test', jobs: [job], logger, pollMs: 10 }));
  };

  it('runs a due job once per interval although two replicas poll it at the same time', async () => {
    let runs = 0;
    await startBoth({ name: 'test.count', intervalMs: HOUR, run: async () => void (runs += 1) });
    await pause(200);
    expect(runs).toBe(0);

    await dueNow('test.count');
    await waitFor(() => runs > 0, 'the job ran');
    await pause(300);
    expect(runs).toBe(1);

    await dueNow('test.count');
    await waitFor(() => runs > 1, 'the job ran again');
    await pause(300);
    expect(runs).toBe(2);
  });

  it('records the last run, its result and the next run one interval later', async () => {
    await startBoth({ name: 'test.ok', intervalMs: HOUR, run: async () => {} });
    const [before] = await listScheduledJobs(replicas[0]!.db, 'jobs_test', ['test.ok']);
    expect(before).toEqual({ name: 'test.ok', lastRunAt: null, lastResult: null, nextRunAt: expect.any(String) });

    await dueNow('test.ok');
    await waitFor(
      async () => (await listScheduledJobs(replicas[0]!.db, 'jobs_test', ['test.ok']))[0]?.lastResult === 'ok',
      'the run is recorded',
    );
    const [after] = await listScheduledJobs(replicas[0]!.db, 'jobs_test', ['test.ok']);
    const waited = Date.parse(after!.nextRunAt) - Date.parse(after!.lastRunAt!);
    expect(waited).toBeGreaterThanOrEqual(HOUR - 1000);
    expect(waited).toBeLessThanOrEqual(HOUR + 1000);
  });

  it('records a failure by its message, and a database failure by its code only', async () => {
    await startBoth({
      name: 'test.failing',
      intervalMs: HOUR,
      run: async () => {
        throw new Error('symptoms answered 503');
      },
    });
    await dueNow('test.failing');
    await waitFor(
      async () =>
        (await listScheduledJobs(replicas[0]!.db, 'jobs_test', ['test.failing']))[0]?.lastResult === 'error: symptoms answered 503',
      'the failure is recorded',
    );
    const databaseFailure = await replicas[0]!.query("select 'ana@example.com'::uuid").catch((error: unknown) => error);
    expect(failedResult(databaseFailure)).toBe('error: database error 22P02');
  });

  it('never starts a run while another replica still holds the job', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    await startBoth({
      name: 'test.slow',
      intervalMs: 1,
      run: async () => {
        running += 1;
        runs += 1;
        if (running > 1) overlapped = true;
        await pause(100);
        running -= 1;
      },
    });
    await dueNow('test.slow');
    await waitFor(() => runs >= 3, 'the job ran a few times');
    expect(overlapped).toBe(false);
  });

  it('stops cleanly: a run in flight sees the abort and nothing runs afterwards', async () => {
    let aborted = false;
    let runs = 0;
    await startBoth({
      name: 'test.long',
      intervalMs: HOUR,
      run: (signal) =>
        new Promise<void>((resolve) => {
          runs += 1;
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
    });
    await dueNow('test.long');
    await waitFor(() => runs === 1, 'the job started');
    for (const scheduler of schedulers) await scheduler.stop();
    expect(aborted).toBe(true);
    await dueNow('test.long');
    await pause(100);
    expect(runs).toBe(1);
  });
});
