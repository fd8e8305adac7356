import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadConfig } from '../config/load-config';
import { errorHandler } from '../errors/error-handler';
import { csrfConfigShape, csrfOptionsFromConfig } from './csrf-config';
import { csrfGuard, type CsrfGuardOptions } from './csrf-guard';

const SITE = 'https://vitalia.example';

async function startApp(options: CsrfGuardOptions) {
  const app = express();
  app.use(csrfGuard(options));
  app.all('/settings', (_req, res) => {
    res.json({ changed: true });
  });
  app.use(errorHandler());
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/settings` };
}

describe('csrfGuard with the site origin configured', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({ allowedOrigins: [SITE] });
  });
  afterAll(() => {
    app.server.close();
  });

  const send = (method: string, headers: Record<string, string>) => fetch(app.url, { method, headers });
  const withCookie = { Cookie: 'vitalia_access=abc', 'Content-Type': 'text/plain' };

  it('refuses a cross-site POST that carries cookies with a localised 403', async () => {
    const response = await send('POST', { ...withCookie, Origin: 'https://evil.example', 'Accept-Language': 'en' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Request refused: it did not come from this site. Reload the page and try again.' },
    });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s that carries cookies', async (method) => {
    expect((await send(method, { ...withCookie, Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('lets a same-site POST with cookies through', async () => {
    expect((await send('POST', { ...withCookie, Origin: SITE })).status).toBe(200);
  });

  it('falls back to the Referer when there is no Origin', async () => {
    expect((await send('POST', { ...withCookie, Referer: `${SITE}/pt/perfil` })).status).toBe(200);
    expect((await send('POST', { ...withCookie, Referer: 'https://evil.example/page' })).status).toBe(403);
  });

  it('refuses a POST with cookies but neither Origin nor Referer', async () => {
    expect((await send('POST', withCookie)).status).toBe(403);
  });

  it('refuses Origin: null (sandboxed frames, privacy redirects)', async () => {
    expect((await send('POST', { ...withCookie, Origin: 'null' })).status).toBe(403);
  });

  it('does not confuse a look-alike host with the site', async () => {
    expect((await send('POST', { ...withCookie, Origin: 'https://vitalia.example.evil.example' })).status).toBe(403);
    expect((await send('POST', { ...withCookie, Origin: 'http://vitalia.example' })).status).toBe(403);
  });

  it('lets a cross-site GET through: safe methods change nothing', async () => {
    expect((await send('GET', { Cookie: 'vitalia_access=abc', Origin: 'https://evil.example' })).status).toBe(200);
  });

  it.each(['POST', 'DELETE'])('refuses a cross-site %s without cookies too (login CSRF, spent budgets)', async (method) => {
    expect((await send(method, { Origin: 'https://evil.example', 'Content-Type': 'text/plain' })).status).toBe(403);
    expect((await send(method, { Origin: 'null' })).status).toBe(403);
  });

  it('lets a same-site POST without cookies through', async () => {
    expect((await send('POST', { Origin: SITE })).status).toBe(200);
  });

  it('lets an API client with a Bearer token and no cookies through without Origin', async () => {
    expect((await send('POST', { Authorization: 'Bearer eyJ.x.y', 'Content-Type': 'application/json' })).status).toBe(200);
  });
});

describe('csrfGuard without a configured origin', () => {
  it('accepts the request Host as the site in development', async () => {
    const app = await startApp(csrfOptionsFromConfig({ NODE_ENV: 'development' }));
    try {
      const host = new URL(app.url).host;
      const same = await fetch(app.url, { method: 'POST', headers: { Cookie: 'a=b', Origin: `http://${host}` } });
      const cross = await fetch(app.url, { method: 'POST', headers: { Cookie: 'a=b', Origin: 'http://localhost:9999' } });
      expect([same.status, cross.status]).toEqual([200, 403]);
    } finally {
      app.server.close();
    }
  });

  it('refuses every cookie-carrying POST outside development', async () => {
    const app = await startApp(csrfOptionsFromConfig({ NODE_ENV: 'production' }));
    try {
      const host = new URL(app.url).host;
      const response = await fetch(app.url, { method: 'POST', headers: { Cookie: 'a=b', Origin: `http://${host}` } });
      expect(response.status).toBe(403);
    } finally {
      app.server.close();
    }
  });
});

describe('csrfConfigShape', () => {
  it('reads PUBLIC_ORIGIN as a comma-separated list of origins', () => {
    const config = loadConfig({ ...csrfConfigShape }, { PUBLIC_ORIGIN: 'https://vitalia.example/, https://www.vitalia.example' });
    expect(config.PUBLIC_ORIGIN).toEqual(['https://vitalia.example', 'https://www.vitalia.example']);
  });

  it('refuses a PUBLIC_ORIGIN that is not an origin', () => {
    const exit = (code: number): never => {
      throw new Error(`exit ${code}`);
    };
    expect(() => loadConfig({ ...csrfConfigShape }, { PUBLIC_ORIGIN: 'vitalia.example' }, { exit, print: () => {} })).toThrow('exit 1');
  });
});
