import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import express from 'express';
import { errorHandler } from '../errors/error-handler';
import { databaseCounters, redisCounters, type CounterStore } from '../rate-limit/shared-counters';
import { testRedisUrl } from '../testing/test-databases';
import { requestRateLimit, type RequestRateLimitOptions } from './request-rate-limit';

const USER = '6f1c2f47-7f53-4b55-9a52-2f0c1d6b9e10';
const OTHER_USER = '0b7f0a4e-3d2c-4d8e-8f6a-5c1e2d3b4a59';

let pglite: PGlite;
let counters: CounterStore;
beforeEach(async () => {
  pglite = await PGlite.create();
  counters = await databaseCounters(
    { query: async ({ text, values }) => ({ ...(await pglite.query(text, values)), rowCount: null }) },
    'limits_test',
  );
});
afterEach(async () => {
  await counters.close();
  await pglite.close();
});

/** A service behind its gateway (loopback trusted); `X-Test-User` stands in for a verified access token. */
async function startApp(options: Partial<RequestRateLimitOptions> = {}, store: CounterStore = counters) {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use((req, _res, next) => {
    const userId = req.headers['x-test-user'];
    req.auth = typeof userId === 'string' ? { userId, sessionId: USER, email: 'a@example.com', emailVerified: true } : undefined;
    next();
  });
  app.use(requestRateLimit({ name: 'test', counters: store, windowMs: 60_000, limit: 2, ...options }), (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler());
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const statusFrom = async (address: string, headers: Record<string, string> = {}) =>
    (await fetch(url, { method: 'POST', headers: { 'X-Forwarded-For': address, ...headers } })).status;
  return { server, statusFrom };
}

describe('requestRateLimit', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  afterEach(() => {
    app.server.close();
  });

  it('gives each client address its own budget', async () => {
    app = await startApp();
    const statuses = [await app.statusFrom('203.0.113.1'), await app.statusFrom('203.0.113.1'), await app.statusFrom('203.0.113.1')];
    expect(statuses).toEqual([200, 200, 429]);
    expect(await app.statusFrom('203.0.113.2')).toBe(200);
  });

  it('still limits a signed-in user who changes addresses', async () => {
    app = await startApp();
    const asUser = { 'X-Test-User': USER };
    const statuses = [
      await app.statusFrom('203.0.113.1', asUser),
      await app.statusFrom('203.0.113.2', asUser),
      await app.statusFrom('203.0.113.3', asUser),
    ];
    expect(statuses).toEqual([200, 200, 429]);
    // Another user, and an anonymous visitor, on a fresh address are not held back by that user.
    expect(await app.statusFrom('203.0.113.4', { 'X-Test-User': OTHER_USER })).toBe(200);
    expect(await app.statusFrom('203.0.113.5')).toBe(200);
  });

  it('still limits a guest who changes addresses when the service names its guests', async () => {
    app = await startApp({
      identify: (req) => (typeof req.headers['x-guest'] === 'string' ? `guest:${req.headers['x-guest']}` : undefined),
    });
    const asGuest = { 'X-Guest': 'g-1' };
    const statuses = [
      await app.statusFrom('198.51.100.1', asGuest),
      await app.statusFrom('198.51.100.2', asGuest),
      await app.statusFrom('198.51.100.3', asGuest),
    ];
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts a user on every address they use: the address budget holds too', async () => {
    app = await startApp();
    await app.statusFrom('203.0.113.9');
    await app.statusFrom('203.0.113.9');
    expect(await app.statusFrom('203.0.113.9', { 'X-Test-User': USER })).toBe(429);
  });

  it('answers a localised 429 with Retry-After', async () => {
    app = await startApp({ limit: 1 });
    await app.statusFrom('192.0.2.1');
    const response = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': '192.0.2.1', 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('is one budget for every instance of the service: the counts live in its shared store', async () => {
    const second = await startApp();
    try {
      app = await startApp();
      const statuses = [
        await app.statusFrom('203.0.113.20'),
        await second.statusFrom('203.0.113.20'),
        await app.statusFrom('203.0.113.20'),
      ];
      expect(statuses).toEqual([200, 200, 429]);
      expect(await second.statusFrom('203.0.113.20')).toBe(429);
    } finally {
      second.server.close();
    }
  });

  it('keeps separate counts for limits of different names', async () => {
    app = await startApp({ limit: 1 });
    const other = await startApp({ name: 'other', limit: 1 });
    try {
      expect(await app.statusFrom('203.0.113.30')).toBe(200);
      expect(await other.statusFrom('203.0.113.30')).toBe(200);
    } finally {
      other.server.close();
    }
  });
});

const redisUrl = testRedisUrl();
(redisUrl ? describe : describe.skip)('requestRateLimit with REDIS_URL', () => {
  it('shares one budget between instances through Redis', async () => {
    // Two instances, each with its own connection, under a service name of this run alone.
    const service = `test-${randomUUID()}`;
    const stores = await Promise.all([redisCounters(redisUrl!, service, () => {}), redisCounters(redisUrl!, service, () => {})]);
    const a = await startApp({}, stores[0]);
    const b = await startApp({}, stores[1]);
    try {
      const statuses = [await a.statusFrom('198.51.100.7'), await b.statusFrom('198.51.100.7'), await a.statusFrom('198.51.100.7')];
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      a.server.close();
      b.server.close();
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('keeps limiting in each instance’s own memory while Redis is away: never a 500', async () => {
    const { port: redisPort, hostname } = new URL(redisUrl!);
    // Redis seen through a relay the test can cut, as when the Redis host goes down.
    const sockets = new Set<Socket>();
    const relay = createNetServer((client) => {
      const upstream = connect(Number(redisPort || 6379), hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    }).listen(0, '127.0.0.1');
    await once(relay, 'listening');
    const store = await redisCounters(`redis://127.0.0.1:${(relay.address() as AddressInfo).port}`, `test-${randomUUID()}`, () => {});
    const app = await startApp({}, store);
    try {
      relay.close();
      for (const socket of sockets) socket.destroy();
      const statuses = [await app.statusFrom('198.51.100.8'), await app.statusFrom('198.51.100.8'), await app.statusFrom('198.51.100.8')];
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      app.server.close();
      await store.close();
    }
  });
});

describe('what the shared store keeps', () => {
  it('names no address and no user: only hashes of the keys', async () => {
    const app = await startApp();
    try {
      await app.statusFrom('203.0.113.77', { 'X-Test-User': USER });
      const { rows } = await pglite.query<{ key: string }>('select key from limits_test.rate_limits');
      expect(rows).toHaveLength(2);
      for (const { key } of rows) {
        expect(key).not.toContain('203.0.113.77');
        expect(key).not.toContain(USER);
      }
    } finally {
      app.server.close();
    }
  });
});
