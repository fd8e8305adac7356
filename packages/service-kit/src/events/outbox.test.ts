import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UserRegisteredEvent } from '@app/contracts';
import { sql } from 'drizzle-orm';
import express from 'express';
import { IN_MEMORY_DATA_DIR } from '../config/load-config';
import { openDatabase } from '../db/open-database';
import { errorHandler } from '../errors/error-handler';
import { createLogger } from '../logging/logger';
import { aRegistration } from '../testing/test-identity';
import { createPostgresTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases';
import { enqueueEvent } from './enqueue-event';
import { INTERNAL_EVENTS_PATH, internalEventsRoute } from './internal-events-route';
import { retryDelay, startOutboxDispatcher, type OutboxDispatcher, type OutboxDispatcherOptions } from './outbox-dispatcher';
import { outboxTables } from './outbox-tables';

const TOKEN = 'test-internal-token-0123456789abcdef';
const producerTables = outboxTables('producer');
const consumerTables = outboxTables('consumer');
const logger = createLogger('outbox-test', 'silent');

/** What drizzle-kit generates for `outboxTables(schema)` (checked by hand against `drizzle-kit generate`). */
function outboxDdl(schema: string): string[] {
  return [
    `create schema "${schema}"`,
    `create table "${schema}"."outbox" (
      "id" uuid primary key not null, "type" text not null, "payload" jsonb not null,
      "occurred_at" timestamp with time zone not null,
      "sequence" bigint generated always as identity,
      "attempts" integer default 0 not null,
      "next_attempt_at" timestamp with time zone default now() not null,
      "delivered_at" timestamp with time zone, "last_error" text)`,
    `create table "${schema}"."processed_events" ("event_id" uuid primary key not null, "processed_at" timestamp with time zone default now() not null)`,
    `create index "outbox_undelivered_idx" on "${schema}"."outbox" ("occurred_at", "sequence") where "delivered_at" is null`,
  ];
}

async function openTestDatabase(kind: TestDatabase, schema: string) {
  const created = kind === 'postgres' ? await createPostgresTestDatabase() : undefined;
  const handle = await openDatabase({ service: schema, schema: {}, dataDir: IN_MEMORY_DATA_DIR, databaseUrl: created?.url });
  for (const statement of outboxDdl(schema)) await handle.query(statement);
  return {
    handle,
    close: async () => {
      await handle.close();
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

async function listen(app: express.Express, port = 0): Promise<{ server: Server; url: string }> {
  const server = app.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe.each(testDatabases())('the outbox on %s', (kind) => {
  let producer: Awaited<ReturnType<typeof openTestDatabase>>;
  let consumer: Awaited<ReturnType<typeof openTestDatabase>>;
  let consumerServer: Server;
  let consumerUrl: string;
  /** Every event the consumer's handler ran for, in order; deliveries counts every POST that arrived. */
  let handled: UserRegisteredEvent[];
  let deliveries: string[];
  let failNextHandlers: number;
  const dispatchers: OutboxDispatcher[] = [];

  const consumerApp = () => {
    const app = express();
    app.use((req, _res, next) => {
      if (req.method === 'POST') deliveries.push(String(req.headers['content-length']));
      next();
    });
    app.use(
      internalEventsRoute({
        token: TOKEN,
        db: () => consumer.handle.db,
        tables: consumerTables,
        handlers: {
          'user.registered': async (event, tx) => {
            await tx.execute(sql`insert into consumer.profiles (id, email) values (${event.payload.userId}, ${event.payload.email})`);
            if (failNextHandlers > 0) {
              failNextHandlers -= 1;
              throw new Error('profile store failed');
            }
            handled.push(event);
          },
        },
      }),
    );
    app.use(errorHandler());
    return app;
  };

  function dispatch(options: Partial<OutboxDispatcherOptions> = {}) {
    const dispatcher = startOutboxDispatcher({
      db: producer.handle.db,
      logger,
      tables: producerTables,
      subscribers: { 'user.registered': [`${consumerUrl}${INTERNAL_EVENTS_PATH}`] },
      token: TOKEN,
      intervalMs: 10,
      retryDelayMs: 30,
      maxRetryDelayMs: 120,
      ...options,
    });
    dispatchers.push(dispatcher);
    return dispatcher;
  }

  const enqueue = (payload = aRegistration()) =>
    producer.handle.db.transaction((tx) => enqueueEvent(tx, producerTables, { type: 'user.registered', payload }));

  async function outboxRow(id: string) {
    const [row] = await producer.handle.query<{ attempts: number; delivered: boolean }>(
      'select attempts, delivered_at is not null as delivered from producer.outbox where id = $1',
      [id],
    );
    return row;
  }

  const postEvent = (body: unknown, token: string | null = TOKEN) =>
    fetch(`${consumerUrl}${INTERNAL_EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { 'X-Internal-Token': token }) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    producer = await openTestDatabase(kind, 'producer');
    consumer = await openTestDatabase(kind, 'consumer');
    await consumer.handle.query('create table consumer.profiles (id uuid primary key, email text not null)');
    ({ server: consumerServer, url: consumerUrl } = await listen(consumerApp()));
  });

  beforeEach(async () => {
    handled = [];
    deliveries = [];
    failNextHandlers = 0;
    await producer.handle.query('delete from producer.outbox');
  });

  afterEach(async () => {
    await Promise.all(dispatchers.splice(0).map((dispatcher) => dispatcher.stop()));
  });

  afterAll(async () => {
    await close(consumerServer);
    await producer?.close();
    await consumer?.close();
  });

  it('never sends an event enqueued in a transaction that rolled back', async () => {
    const rolledBack = aRegistration({ email: 'rolled-back@example.com' });
    await expect(
      producer.handle.db.transaction(async (tx) => {
        await enqueueEvent(tx, producerTables, { type: 'user.registered', payload: rolledBack });
        throw new Error('sign-up failed after the event was written');
      }),
    ).rejects.toThrow('sign-up failed');
    const committed = await enqueue();

    dispatch();
    await waitFor(async () => (await outboxRow(committed.id))?.delivered === true, 'the committed event is delivered');

    expect(handled.map((event) => event.payload.userId)).toEqual([committed.payload.userId]);
    expect(await producer.handle.query('select id from producer.outbox')).toEqual([{ id: committed.id }]);
  });

  it('refuses to enqueue an event that breaks its contract', async () => {
    const bad = { ...aRegistration(), email: 'not-an-email' };
    await expect(enqueue(bad)).rejects.toThrow(/invalid user.registered event/);
    expect(await producer.handle.query('select id from producer.outbox')).toEqual([]);
  });

  it('delivers events in the order they occurred, as the contract envelope', async () => {
    const events = [];
    for (let i = 0; i < 5; i += 1) events.push(await enqueue(aRegistration({ email: `user${i}@example.com` })));

    dispatch();
    await waitFor(() => handled.length === 5, 'five events are handled');

    expect(handled).toEqual(events);
  });

  it('keeps an event while its subscriber is down and delivers it, once, when it is back', async () => {
    const down = await listen(express());
    const port = Number(new URL(down.url).port);
    await close(down.server);
    const event = await enqueue();

    dispatch({ subscribers: { 'user.registered': [`http://127.0.0.1:${port}${INTERNAL_EVENTS_PATH}`] } });
    await waitFor(async () => ((await outboxRow(event.id))?.attempts ?? 0) >= 3, 'three attempts failed');
    expect(await outboxRow(event.id)).toEqual({ attempts: expect.any(Number), delivered: false });

    const back = await listen(consumerApp(), port);
    try {
      await waitFor(async () => (await outboxRow(event.id))?.delivered === true, 'the event is delivered');
      expect(handled.map((received) => received.id)).toEqual([event.id]);
    } finally {
      await close(back.server);
    }
  });

  it('handles an event once although it was delivered several times', async () => {
    let refusals = 2;
    const flaky = express();
    flaky.post(INTERNAL_EVENTS_PATH, (_req, res) => {
      res.sendStatus(refusals-- > 0 ? 503 : 204);
    });
    const flakyServer = await listen(flaky);
    try {
      const event = await enqueue();
      dispatch({
        subscribers: { 'user.registered': [`${consumerUrl}${INTERNAL_EVENTS_PATH}`, `${flakyServer.url}${INTERNAL_EVENTS_PATH}`] },
      });
      await waitFor(async () => (await outboxRow(event.id))?.delivered === true, 'both subscribers answered 2xx');

      expect(deliveries.length).toBe(3);
      expect(handled.map((received) => received.id)).toEqual([event.id]);
      const [profiles] = await consumer.handle.query<{ count: number }>(
        'select count(*)::int as count from consumer.profiles where id = $1',
        [event.payload.userId],
      );
      expect(profiles?.count).toBe(1);
    } finally {
      await close(flakyServer.server);
    }
  });

  it('deletes a delivered event of a type it is told to forget, and keeps the others as delivered', async () => {
    const registered = await enqueue();
    const deleted = await producer.handle.db.transaction((tx) =>
      enqueueEvent(tx, producerTables, { type: 'user.deleted', payload: { userId: registered.payload.userId } }),
    );
    const url = `${consumerUrl}${INTERNAL_EVENTS_PATH}`;

    dispatch({ subscribers: { 'user.registered': [url], 'user.deleted': [url] }, forgetOnDelivery: ['user.deleted'] });
    await waitFor(() => deliveries.length === 2, 'both events reached the consumer');
    await waitFor(async () => (await outboxRow(deleted.id)) === undefined, 'the user.deleted row is gone');

    expect(await outboxRow(registered.id)).toEqual({ attempts: 1, delivered: true });
  });

  it('holds later events back until an earlier one is delivered', async () => {
    failNextHandlers = 2;
    const first = await enqueue(aRegistration({ email: 'first@example.com' }));
    const second = await enqueue(aRegistration({ email: 'second@example.com' }));

    dispatch();
    await waitFor(() => handled.length === 2, 'both events are handled');

    expect(handled.map((event) => event.id)).toEqual([first.id, second.id]);
  });

  it('does not record an event whose handler failed, so the retry runs it again', async () => {
    failNextHandlers = 1;
    const event = await enqueue();

    const refused = await postEvent(event);
    expect(refused.status).toBe(500);
    expect(await consumer.handle.query('select * from consumer.profiles where id = $1', [event.payload.userId])).toEqual([]);

    const retried = await postEvent(event);
    expect(await retried.json()).toEqual({ status: 'processed' });
    expect(handled.map((received) => received.id)).toEqual([event.id]);
  });

  it('ignores a replayed event id', async () => {
    const event = await enqueue();
    const first = await postEvent(event);
    const replay = await postEvent({ ...event, payload: { ...event.payload, email: 'changed@example.com' } });

    expect(await first.json()).toEqual({ status: 'processed' });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    expect(handled).toHaveLength(1);
  });

  it.each([
    ['a wrong token', 'test-internal-token-0123456789abcdeX'],
    ['no token', null],
  ])('answers %s with 401 and runs no handler', async (_case, token) => {
    const event = await enqueue();
    const response = await postEvent(event, token);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    expect(handled).toEqual([]);
  });

  it('answers an envelope that breaks the contract with 400', async () => {
    const event = await enqueue();
    const response = await postEvent({ ...event, payload: { userId: event.payload.userId } });
    expect(response.status).toBe(400);
    expect(handled).toEqual([]);
  });

  it('acknowledges an event type it has no handler for', async () => {
    const response = await postEvent({
      id: randomUUID(),
      type: 'user.deleted',
      occurredAt: new Date().toISOString(),
      payload: { userId: randomUUID() },
    });
    expect(response.status).toBe(202);
  });

  it('lets several dispatchers share one outbox without sending an event twice at once', async () => {
    const events = [];
    for (let i = 0; i < 20; i += 1) events.push(await enqueue());

    dispatch({ batchSize: 3 });
    dispatch({ batchSize: 3 });
    await waitFor(() => handled.length === 20, 'all twenty events are handled');

    expect(deliveries).toHaveLength(20);
    expect(new Set(handled.map((event) => event.id))).toEqual(new Set(events.map((event) => event.id)));
  });

  it('keeps the lease while a slow subscriber answers: no other dispatcher sends the event meanwhile', async () => {
    const received: string[] = [];
    const slow = express();
    slow.post(INTERNAL_EVENTS_PATH, (req, res) => {
      received.push(String(req.headers['content-length']));
      setTimeout(() => res.sendStatus(204), 600);
    });
    const slowServer = await listen(slow);
    try {
      const event = await enqueue();
      const subscribers = { 'user.registered': [`${slowServer.url}${INTERNAL_EVENTS_PATH}`] };
      dispatch({ subscribers, leaseMs: 90 });
      dispatch({ subscribers, leaseMs: 90 });
      await waitFor(async () => (await outboxRow(event.id))?.delivered === true, 'the slow subscriber answered');
      expect(received).toHaveLength(1);
    } finally {
      await close(slowServer.server);
    }
  });

  it('sends, within seconds, an event whose dispatcher died in the middle of delivering it', async () => {
    const hanging = express();
    let reached = 0;
    hanging.post(INTERNAL_EVENTS_PATH, () => {
      reached += 1;
    });
    const hangingServer = await listen(hanging);
    // A process killed with SIGKILL writes nothing more: here, every database call fails once it has "died".
    let dead = false;
    const db = producer.handle.db;
    const dyingDb = new Proxy(db, {
      get(target, property, receiver) {
        if (dead) throw new Error('the process is gone');
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    try {
      const event = await enqueue();
      dispatch({ db: dyingDb, subscribers: { 'user.registered': [`${hangingServer.url}${INTERNAL_EVENTS_PATH}`] }, leaseMs: undefined });
      await waitFor(() => reached === 1, 'the first dispatcher is delivering');
      dead = true;

      dispatch({ leaseMs: undefined });
      await waitFor(async () => (await outboxRow(event.id))?.delivered === true, 'another dispatcher delivered it', 6_000);
      expect(handled.map((received) => received.id)).toEqual([event.id]);
    } finally {
      hangingServer.server.closeAllConnections();
      await close(hangingServer.server);
    }
  });

  it('stops cleanly: nothing is sent after stop()', async () => {
    const dispatcher = dispatch();
    await dispatcher.stop();
    const event = await enqueue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outboxRow(event.id)).toEqual({ attempts: 0, delivered: false });
    expect(deliveries).toEqual([]);
  });
});

describe('retryDelay', () => {
  it('doubles after each failed attempt and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 10].map((attempts) => retryDelay(attempts, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
