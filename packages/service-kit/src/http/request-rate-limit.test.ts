import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { errorHandler } from '../errors/error-handler';
import { requestRateLimit, type RequestRateLimitOptions } from './request-rate-limit';

const USER = '6f1c2f47-7f53-4b55-9a52-2f0c1d6b9e10';
const OTHER_USER = '0b7f0a4e-3d2c-4d8e-8f6a-5c1e2d3b4a59';

/** A service behind its gateway (loopback trusted); `X-Test-User` stands in for a verified access token. */
async function startApp(options: Partial<RequestRateLimitOptions> = {}) {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use((req, _res, next) => {
    const userId = req.headers['x-test-user'];
    req.auth = typeof userId === 'string' ? { userId, sessionId: USER, email: 'a@example.com' } : undefined;
    next();
  });
  app.use(requestRateLimit({ windowMs: 60_000, limit: 2, ...options }), (_req, res) => {
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
    const statuses = [await app.statusFrom('203.0.113.1', asUser), await app.statusFrom('203.0.113.2', asUser), await app.statusFrom('203.0.113.3', asUser)];
    expect(statuses).toEqual([200, 200, 429]);
    // Another user, and an anonymous visitor, on a fresh address are not held back by that user.
    expect(await app.statusFrom('203.0.113.4', { 'X-Test-User': OTHER_USER })).toBe(200);
    expect(await app.statusFrom('203.0.113.5')).toBe(200);
  });

  it('still limits a guest who changes addresses when the service names its guests', async () => {
    app = await startApp({ identify: (req) => (typeof req.headers['x-guest'] === 'string' ? `guest:${req.headers['x-guest']}` : undefined) });
    const asGuest = { 'X-Guest': 'g-1' };
    const statuses = [await app.statusFrom('198.51.100.1', asGuest), await app.statusFrom('198.51.100.2', asGuest), await app.statusFrom('198.51.100.3', asGuest)];
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
});
