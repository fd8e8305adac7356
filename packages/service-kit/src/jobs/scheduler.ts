import type { ScheduledJob } from '@app/contracts';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OutboxDatabase } from '../events/outbox-database';
import { failedResult } from './job-result';
import { createScheduledJobsTable, scheduledJobsTable } from './scheduled-jobs-table';

export interface JobDefinition {
  /** `<service>.<job>`: the row's key, and what operators see. */
  name: string;
  intervalMs: number;
  /** Throws when the run failed; what it found is its own to log (counts only, never personal data). */
  run(signal: AbortSignal): Promise<void>;
}

export interface SchedulerOptions {
  db: OutboxDatabase;
  /** The service's own schema, which holds `scheduled_jobs`. */
  schemaName: string;
  jobs: readonly JobDefinition[];
  logger: Logger;
  /** How often the table is asked whether a job is due. */
  pollMs?: number;
  /**
   * How long a claimed run keeps other replicas from starting the same job, and how long it may take before
   * it is aborted. A replica killed mid-run blocks the job no longer than this.
   */
  leaseMs?: number;
}

export interface Scheduler {
  /** Stops polling, aborts a run in flight and resolves once idle. */
  stop(): Promise<void>;
}

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/** The jobs' rows as operators see them, oldest name first. */
export async function listScheduledJobs(db: OutboxDatabase, schemaName: string, names: readonly string[]): Promise<ScheduledJob[]> {
  if (names.length === 0) return [];
  const table = scheduledJobsTable(schemaName);
  const rows = await db
    .select({ name: table.name, lastRunAt: table.lastRunAt, lastResult: table.lastResult, nextRunAt: table.nextRunAt })
    .from(table)
    .where(inArray(table.name, [...names]))
    .orderBy(asc(table.name));
  return rows.map((row) => ({
    name: row.name,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastResult: row.lastResult,
    nextRunAt: row.nextRunAt.toISOString(),
  }));
}

/**
 * Runs each job once per interval across every replica sharing the database. A job's row says when it is
 * due; a replica runs it only after moving `next_run_at` one interval on in a single conditional UPDATE, so
 * of replicas polling at the same moment exactly one gets the row back. Times are the database's, so the
 * replicas' clocks do not matter. A new job's first run is one interval after its row is created.
 */
export async function startScheduler({
  db,
  schemaName,
  jobs,
  logger,
  pollMs = 30_000,
  leaseMs = 30 * 60_000,
}: SchedulerOptions): Promise<Scheduler> {
  const table = scheduledJobsTable(schemaName);
  await createScheduledJobsTable(db, schemaName);
  for (const job of jobs) {
    const firstRun = sql`now() + ${millis(job.intervalMs)}`;
    // A shorter interval than the stored one takes effect at once; a longer one after the next run.
    await db
      .insert(table)
      .values({ name: job.name, nextRunAt: firstRun })
      .onConflictDoUpdate({ target: table.name, set: { nextRunAt: sql`least(${table.nextRunAt}, excluded.next_run_at)` } });
  }

  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function claim(job: JobDefinition): Promise<Date | undefined> {
    const [claimed] = await db
      .update(table)
      .set({ nextRunAt: sql`now() + ${millis(job.intervalMs)}`, lockedUntil: sql`now() + ${millis(leaseMs)}` })
      .where(
        and(eq(table.name, job.name), lte(table.nextRunAt, sql`now()`), or(isNull(table.lockedUntil), lte(table.lockedUntil, sql`now()`))),
      )
      .returning({ startedAt: sql<string>`now()` });
    return claimed ? new Date(claimed.startedAt) : undefined;
  }

  async function runClaimed(job: JobDefinition, startedAt: Date): Promise<void> {
    const started = Date.now();
    let lastResult = 'ok';
    try {
      await job.run(AbortSignal.any([stopping.signal, AbortSignal.timeout(leaseMs)]));
      logger.info({ job: job.name, durationMs: Date.now() - started }, 'scheduled job ran');
    } catch (error) {
      lastResult = failedResult(error);
      logger.warn({ job: job.name, durationMs: Date.now() - started, err: error }, 'scheduled job failed');
    }
    await db.update(table).set({ lastRunAt: startedAt, lastResult, lockedUntil: null }).where(eq(table.name, job.name));
  }

  async function round(): Promise<void> {
    for (const job of jobs) {
      if (stopping.signal.aborted) return;
      try {
        const startedAt = await claim(job);
        if (startedAt) await runClaimed(job, startedAt);
      } catch (error) {
        logger.warn({ job: job.name, err: error }, 'scheduled job could not be claimed or recorded');
      }
    }
  }

  function schedule(): void {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        schedule();
      });
    }, pollMs);
  }

  schedule();
  return {
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
