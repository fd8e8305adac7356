import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../config/load-config';
import type { SqlClient } from '../rate-limit/shared-counters';
import { flushCommitsToDisk } from './pglite-durability';

/** What services query through: the same Drizzle API whether PGlite or a PostgreSQL server answers. */
export type ServiceDatabase<TSchema extends Record<string, unknown> = Record<string, never>> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface DatabaseHandle<TSchema extends Record<string, unknown> = Record<string, never>> {
  db: ServiceDatabase<TSchema>;
  /** Raw parameterised SQL, for checks outside the service's own queries (readiness, tests). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The same connection as a `pg`-style client (`query({ text, values })`), for libraries that take one. */
  sqlClient: SqlClient;
  /** True when the database answers `select 1`. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  /** Service name: the PGlite sub-directory and the PostgreSQL schema holding its tables and migration log. */
  service: string;
  schema: TSchema;
  /** Parent directory of the PGlite data, or `memory://` to keep it in memory. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  /** PGlite on disk: each commit reaches the disk before it is answered (default), not only the OS. */
  pgliteFsync?: boolean;
  /** drizzle-kit output folder; migrations are applied before the handle is returned. */
  migrationsFolder?: string;
  /** Told about errors of idle pooled connections (a server restart); without a listener they would crash the process. */
  onPoolError?: (error: Error) => void;
}

async function openPglite(dataDir: string, service: string, fsync: boolean): Promise<PGlite> {
  if (dataDir === IN_MEMORY_DATA_DIR) return PGlite.create();
  const dir = path.join(dataDir, service);
  await mkdir(dir, { recursive: true });
  const pg = await PGlite.create(dir);
  if (fsync) flushCommitsToDisk(pg);
  return pg;
}

/**
 * Opens the service's database and brings it to the latest migration. Migrations live in the
 * service's own schema (`migrationsSchema`), so several services can share one PostgreSQL database.
 */
export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const migrationConfig = options.migrationsFolder
    ? { migrationsFolder: options.migrationsFolder, migrationsSchema: options.service }
    : undefined;

  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // pg emits 'error' for idle clients the server dropped; the pool replaces them on next use.
    pool.on('error', options.onPoolError ?? ((error) => console.error('idle database connection lost', error.message)));
    const db = drizzleNodePg(pool, { schema: options.schema });
    try {
      if (migrationConfig) await migrateNodePg(db, migrationConfig);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return handle(
      db as unknown as ServiceDatabase<TSchema>,
      async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows,
      pool,
      () => pool.end(),
    );
  }

  const client = await openPglite(options.dataDir, options.service, options.pgliteFsync ?? true);
  const db = drizzlePglite(client, { schema: options.schema });
  try {
    if (migrationConfig) await migratePglite(db, migrationConfig);
  } catch (error) {
    await client.close();
    throw error;
  }
  return handle(
    db as unknown as ServiceDatabase<TSchema>,
    async (text, params) => (await client.query(text, params)).rows,
    {
      query: async ({ text, values }) => {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
    },
    () => client.close(),
  );
}

function handle<TSchema extends Record<string, unknown>>(
  db: ServiceDatabase<TSchema>,
  rawQuery: (text: string, params?: unknown[]) => Promise<unknown[]>,
  sqlClient: SqlClient,
  closeClient: () => Promise<void>,
): DatabaseHandle<TSchema> {
  let closed = false;
  return {
    db,
    sqlClient,
    query: async <Row>(text: string, params?: unknown[]) => (await rawQuery(text, params)) as Row[],
    ping: async () => {
      if (closed) return false;
      try {
        await rawQuery('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}
