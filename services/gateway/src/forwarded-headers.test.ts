import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { errorHandler, requestRateLimit } from '@app/service-kit';
import { memoryCounters } from '@app/service-kit/testing';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

const shellDist = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');

const servers: Server[] = [];
async function started(app: express.Express) {
  const running = await listen(app);
  servers.push(running.server);
  return running.url;
}
const gatewayTo = (upstream: string, env: Record<string, string> = {}) =>
  started(createGatewayApp(loadGatewayConfig({ SHELL_DIST: shellDist, ACCOUNT_URL: upstream, ...env }), pino({ level: 'silent' })));

/** An upstream that answers with the forwarding headers it received. */
function echoService() {
  const app = express();
  app.use((req, res) => {
    const {
      forwarded,
      'x-real-ip': realIp,
      'x-forwarded-for': forwardedFor,
      'x-forwarded-proto': proto,
      'x-forwarded-host': host,
    } = req.headers;
    res.json({ forwarded, realIp, forwardedFor, proto, host });
  });
  return started(app);
}

const spoofed = {
  'X-Forwarded-For': '203.0.113.7',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'evil.example',
  Forwarded: 'for=203.0.113.7;proto=https',
  'X-Real-IP': '203.0.113.7',
};

afterAll(() => {
  for (const server of servers) server.close();
});

describe('the gateway, as the edge, tells services who the client is', () => {
  it('replaces a client-written X-Forwarded-For with the address the request came from', async () => {
    const gateway = await gatewayTo(await echoService());
    const response = await fetch(`${gateway}/api/account/whoami`, { headers: spoofed });
    expect(await response.json()).toEqual({ forwardedFor: '127.0.0.1', proto: 'http', host: new URL(gateway).host });
  });

  it('believes X-Forwarded-For only from a proxy listed in GATEWAY_TRUST_PROXY, and passes on the client it names', async () => {
    const gateway = await gatewayTo(await echoService(), { GATEWAY_TRUST_PROXY: 'loopback' });
    // This test plays the trusted proxy on 127.0.0.1; the left-most entry is the client's own claim.
    const response = await fetch(`${gateway}/api/account/whoami`, {
      headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'vitalia.example' },
    });
    expect(await response.json()).toEqual({ forwardedFor: '203.0.113.7', proto: 'https', host: 'vitalia.example' });
  });

  it('keeps ignoring a client whose address is not a trusted proxy', async () => {
    const gateway = await gatewayTo(await echoService(), { GATEWAY_TRUST_PROXY: '10.0.0.0/8' });
    const response = await fetch(`${gateway}/api/account/whoami`, { headers: spoofed });
    expect(((await response.json()) as { forwardedFor?: string }).forwardedFor).toBe('127.0.0.1');
  });

  it('so a client rotating spoofed addresses still meets a service’s per-client limit', async () => {
    // A service as the services run: it trusts its loopback proxy (the gateway) and limits per client.
    const service = express();
    service.set('trust proxy', 'loopback');
    service.use(requestRateLimit({ name: 'test', counters: memoryCounters(), windowMs: 60_000, limit: 2 }), (_req, res) => {
      res.json({ ok: true });
    });
    service.use(errorHandler());
    const gateway = await gatewayTo(await started(service));

    const statuses: number[] = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push((await fetch(`${gateway}/api/account/anything`, { method: 'POST', headers: { 'X-Forwarded-For': address } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
