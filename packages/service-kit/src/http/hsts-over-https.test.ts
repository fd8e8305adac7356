import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { hstsOverHttps } from './hsts-over-https';

describe('hstsOverHttps', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(hstsOverHttps());
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const hstsOf = async (headers: Record<string, string> = {}) =>
    (await fetch(origin, { headers })).headers.get('strict-transport-security');

  it('announces HSTS for a year on an answer that goes out over https', async () => {
    expect(await hstsOf({ 'X-Forwarded-Proto': 'https' })).toMatch(/^max-age=31536000; includeSubDomains/);
  });

  it('sends no HSTS over plain http', async () => {
    expect(await hstsOf()).toBeNull();
    expect(await hstsOf({ 'X-Forwarded-Proto': 'http' })).toBeNull();
  });
});
