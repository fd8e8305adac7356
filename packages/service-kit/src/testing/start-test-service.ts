import type { DestinationStream } from 'pino';
import type { CreateServiceFn, RunningService } from '../service/create-service';
import { IN_MEMORY_DATA_DIR } from '../config/load-config';
import { createPostgresTestDatabase, type TestDatabase } from './test-databases';

export interface StartTestServiceOptions {
  database: TestDatabase;
  /** PGlite only: persist here instead of in memory (e.g. to restart on the same data). */
  dataDir?: string;
  /** PostgreSQL only: reuse this database instead of creating (and later dropping) a fresh one. */
  databaseUrl?: string;
  /** Extra environment for the service's config. */
  env?: Record<string, string | undefined>;
  /** Where the service logs, at every level unless `env` sets LOG_LEVEL (else nothing is logged). */
  logs?: DestinationStream;
}

export interface TestService {
  url: string;
  /** Real HTTP to the running service; `path` is relative to its origin. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Raw SQL through the service's own database connection. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The PostgreSQL database URL when running against PostgreSQL. */
  databaseUrl?: string;
  running: RunningService;
  /** Stops the service; a database this helper created is dropped. */
  stop(): Promise<void>;
}

/** Starts a service on a free port against PGlite in memory or a fresh PostgreSQL database. */
export async function startTestService(createServiceFn: CreateServiceFn, options: StartTestServiceOptions): Promise<TestService> {
  const created = options.database === 'postgres' && !options.databaseUrl ? await createPostgresTestDatabase() : undefined;
  const databaseUrl = options.database === 'postgres' ? (options.databaseUrl ?? created?.url) : undefined;
  try {
    const service = createServiceFn({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: options.logs ? 'trace' : 'silent',
        NODE_ENV: 'test',
        DATA_DIR: options.dataDir ?? IN_MEMORY_DATA_DIR,
        DATABASE_URL: databaseUrl,
        // Tests send many changes from one address; the limit itself is proven by the conformance suite.
        STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '100000',
        ...options.env,
      },
      logDestination: options.logs,
    });
    const running = await service.start();
    return {
      url: running.url,
      request: (path, init) => fetch(new URL(path, running.url), init),
      query: (text, params) => running.database.query(text, params),
      databaseUrl,
      running,
      stop: async () => {
        try {
          await running.close();
        } finally {
          await created?.drop();
        }
      },
    };
  } catch (error) {
    await created?.drop();
    throw error;
  }
}
