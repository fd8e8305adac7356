import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { apiMessage } from '@app/i18n';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

let upstream: { server: Server; url: string };
let gateway: { server: Server; url: string };
const seen: string[] = [];
/** The gateway's side of each connection a request came over. */
const upstreamSockets: string[] = [];

beforeAll(async () => {
  const fake = express();
  fake.use((req, res) => {
    seen.push(req.url);
    upstreamSockets.push(`${req.socket.remotePort}`);
    res.json({ path: req.url });
  });
  upstream = await listen(fake);

  const shellDist = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html lang="pt-BR"><head><!--app-head--></head><body></body></html>');
  writeFileSync(path.join(shellDist, 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(path.join(shellDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
  const config = loadGatewayConfig({
    SHELL_DIST: shellDist,
    DATA_DIR: shellDist,
    ACCOUNT_URL: upstream.url,
    MF_ACCOUNT_URL: upstream.url,
    SYMPTOMS_URL: 'http://127.0.0.1:9', // nothing listens there
  });
  gateway = await listen(createGatewayApp(config, pino({ level: 'silent' })));
});

afterAll(() => {
  upstream.server.close();
  gateway.server.close();
});

it('forwards /api/<service>/… to that service with the path unchanged', async () => {
  const response = await fetch(`${gateway.url}/api/account/healthz?x=1`);
  expect(await response.json()).toEqual({ path: '/api/account/healthz?x=1' });
});

it('forwards /mf/<remote>/… to the remote server from its root', async () => {
  const response = await fetch(`${gateway.url}/mf/account/mf-manifest.json`);
  expect(await response.json()).toEqual({ path: '/mf-manifest.json' });
});

it('a service that does not answer gives a 503 with Retry-After and a localised message', async () => {
  const response = await fetch(`${gateway.url}/api/symptoms/readyz`, { headers: { 'accept-language': 'de-DE' } });
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({ error: { code: 'service_unavailable', message: apiMessage('service_unavailable', 'de') } });
});

it('serves the page with its metadata, a CSP and no caching; hashed assets are cached for a year', async () => {
  const page = await fetch(`${gateway.url}/fr/parametres`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(await page.text()).toContain('<html lang="fr-FR">');
  const asset = await fetch(`${gateway.url}/main.0123abcd.js`);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

describe('the root', () => {
  it.each([
    ['pt-BR,pt;q=0.9,en;q=0.8', '/pt'],
    ['pt-PT', '/pt'],
    ['es-ES,es;q=0.9', '/es'],
    ['de', '/de'],
    ['fr-CA,fr;q=0.8', '/fr'],
    ['en-GB', '/en'],
    ['ja,de;q=0.9', '/en'],
    [undefined, '/en'],
  ])('redirects a device in %s to %s on the server, for that language only', async (acceptLanguage, home) => {
    const response = await fetch(`${gateway.url}/`, {
      redirect: 'manual',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(home);
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps the query (a referral link, utm parameters)', async () => {
    const response = await fetch(`${gateway.url}/?ref=ABCD1234&utm_source=referral`, {
      redirect: 'manual',
      headers: { 'accept-language': 'es' },
    });
    expect(response.headers.get('location')).toBe('/es?ref=ABCD1234&utm_source=referral');
  });
});

it('keeps the connections to a service open between requests, and says nothing of them to the client', async () => {
  const before = upstreamSockets.length;
  const responses = [];
  for (let i = 0; i < 3; i += 1) responses.push(await fetch(`${gateway.url}/api/account/healthz`));
  for (const response of responses) {
    expect(response.headers.get('connection')).not.toBe('close');
    expect(response.headers.get('keep-alive')).toBeNull();
  }
  expect(new Set(upstreamSockets.slice(before)).size).toBe(1);
});

it('serves the service worker from the root as uncached JavaScript, which the CSP lets the page register', async () => {
  const worker = await fetch(`${gateway.url}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  // A stale worker would keep an old version running: browsers must ask each time.
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  // Registration is checked against worker-src, which falls back to script-src.
  const csp = worker.headers.get('content-security-policy') ?? '';
  expect(csp).not.toMatch(/worker-src|child-src/);
  expect(csp).toContain("script-src 'self'");
});

it('announces no HSTS over plain http', async () => {
  expect((await fetch(`${gateway.url}/pt`)).headers.get('strict-transport-security')).toBeNull();
});

it('an unknown path answers 404 with the not-found page', async () => {
  const page = await fetch(`${gateway.url}/nowhere/at/all`);
  expect(page.status).toBe(404);
  expect(await page.text()).toContain('noindex');
});

it('serves a shared-result page to the public with noindex in the header and the head', async () => {
  const page = await fetch(`${gateway.url}/pt/analise-compartilhada/Ab12Cd`);
  expect(page.status).toBe(200);
  expect(page.headers.get('x-robots-tag')).toBe('noindex');
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<title>Análise de sintomas compartilhada | Vitalia</title>');
  expect((await fetch(`${gateway.url}/pt/historico`)).headers.get('x-robots-tag')).toBeNull();
});

it('serves remotes.json uncached', async () => {
  const response = await fetch(`${gateway.url}/remotes.json`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect((await response.json()).remotes.mf_symptoms).toBe('/mf/symptoms/mf-manifest.json');
});

it.each(['/%FF', '/pt/%FF', '/fr/parametres/%E0%A4%A', '/main.%FF.js'])(
  'answers malformed percent-encoding in %s with the 404 page, not a 500',
  async (path) => {
    const page = await fetch(`${gateway.url}${path}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('noindex');
  },
);

it.each(['/api/account/analyses/%FF', '/mf/account/%FF'])(
  'forwards %s to its upstream as it came, for the upstream to judge',
  async (path) => {
    const response = await fetch(`${gateway.url}${path}`);
    expect(response.status).toBe(200);
    expect(seen).toContain(path.replace('/mf/account', ''));
  },
);
