import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export type TestDatabase = 'pglite' | 'postgres';

/** The databases the integration suites run against, as decided by `@app/service-kit/jest-global-setup`. */
export function testDatabases(): TestDatabase[] {
  const decided = (process.env.SERVICE_KIT_TEST_DATABASES ?? 'pglite').split(',');
  return decided.filter((name): name is TestDatabase => name === 'pglite' || name === 'postgres');
}

/** The Redis server the suites may use (`redis://127.0.0.1:6379` when it answered), else undefined. */
export function testRedisUrl(): string | undefined {
  return process.env.SERVICE_KIT_TEST_REDIS_URL || undefined;
}

function adminUrl(database: string): string {
  const user = process.env.SERVICE_KIT_TEST_PG_USER ?? 'postgres';
  return `postgresql://${encodeURIComponent(user)}@127.0.0.1:5432/${database}`;
}

async function asAdmin(statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database for one suite; `drop()` removes it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  return {
    url: adminUrl(name),
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}
