import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import express from 'express';
import { IN_MEMORY_DATA_DIR } from '../config/load-config';
import { openDatabase, type DatabaseHandle } from '../db/open-database';
import { errorHandler } from '../errors/error-handler';
import { captureLogs } from '../testing/captured-logs';
import { createPostgresTestDatabase, testDatabases } from '../testing/test-databases';
import { createLogger } from './logger';
import { loggedPath, requestContext } from './request-context';

const MARKER = 'marker-7f3c1e-chest-pain';

describe.each(testDatabases())('logging a failed query on %s', (database) => {
  let handle: DatabaseHandle;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = database === 'postgres' ? await createPostgresTestDatabase() : undefined;
    dropDatabase = created?.drop;
    handle = await openDatabase({ service: 'kit_logging', schema: {}, dataDir: IN_MEMORY_DATA_DIR, databaseUrl: created?.url });
    // Refuses every row: PostgreSQL then names the whole failing row, values included, in `detail`.
    await handle.query('create table notes (id serial primary key, body text not null, constraint no_rows check (false))');
  });
  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
  });

  /** The error drizzle throws when the insert is refused; its message and params hold the marker. */
  async function failedInsert(): Promise<Error> {
    const error = await handle.db.execute(sql`insert into notes (body) values (${MARKER})`).then(
      () => undefined,
      (thrown: Error) => thrown,
    );
    if (!error) throw new Error('the insert should have failed');
    expect(`${error.message} ${JSON.stringify(error)}`).toContain(MARKER);
    return error;
  }

  it('never writes the values, however the error is logged', async () => {
    const error = await failedInsert();
    const logs = captureLogs();
    const logger = createLogger('kit', 'trace', logs.destination);
    logger.error({ err: error }, 'insert failed');
    logger.error({ err: error });
    logger.error(error);
    logger.warn({ error }, 'under another key');
    logger.warn({ cause: error.cause }, 'the database error alone');
    expect(logs.lines).toHaveLength(5);
    for (const line of logs.lines) expect(line).not.toContain(MARKER);
  });

  it('says which statement failed and why: the SQL text, the SQLSTATE and the constraint', async () => {
    const logs = captureLogs();
    createLogger('kit', 'trace', logs.destination).error({ err: await failedInsert() }, 'insert failed');
    const { err } = JSON.parse(logs.lines[0]!) as { err: { message: string; query: string; cause: Record<string, unknown> } };
    expect(err.message).toBe('query failed');
    expect(err.query).toBe('insert into notes (body) values ($1)');
    expect(err.cause).toEqual(
      expect.objectContaining({ message: 'database error 23514', code: '23514', constraint: 'no_rows', table: 'notes' }),
    );
    expect(err.cause).not.toHaveProperty('detail');
  });

  it('keeps the values out of the request log of a route whose write fails', async () => {
    const logs = captureLogs();
    const app = express();
    app.use(requestContext(createLogger('kit', 'trace', logs.destination)));
    app.post('/notes', async () => {
      await handle.db.execute(sql`insert into notes (body) values (${MARKER})`);
    });
    app.use(errorHandler());
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/notes`, { method: 'POST' });
      expect(response.status).toBe(500);
    } finally {
      server.close();
    }
    expect(logs.lines.some((line) => line.includes('"request failed"'))).toBe(true);
    for (const line of logs.lines) expect(line).not.toContain(MARKER);
  });
});

describe('logging other errors', () => {
  it('keeps the message, stack and code of an error that is not a query', () => {
    const logs = captureLogs();
    createLogger('kit', 'trace', logs.destination).warn(
      { err: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) },
      'down',
    );
    const { err } = JSON.parse(logs.lines[0]!) as { err: Record<string, string> };
    expect(err).toEqual(expect.objectContaining({ type: 'Error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' }));
    expect(err.stack).toMatch(/^Error: connect ECONNREFUSED\n\s+at /);
  });

  it('still keeps credentials out of logged request headers', () => {
    const logs = captureLogs();
    createLogger('kit', 'trace', logs.destination).info({
      req: { headers: { authorization: 'Bearer secret-token', cookie: 'a=secret-cookie' } },
    });
    expect(logs.lines[0]).not.toMatch(/secret-(token|cookie)/);
  });
});

describe('the logged path of a request', () => {
  it('drops the query string and any e-mail address in a segment, typed or percent-encoded', () => {
    expect(loggedPath('/api/pro/family/Mae%40Example.com?lang=pt')).toBe('/api/pro/family/[email]');
    expect(loggedPath('/api/pro/family/mae@example.com')).toBe('/api/pro/family/[email]');
    expect(loggedPath('/api/symptoms/analyses/42')).toBe('/api/symptoms/analyses/42');
  });
});
