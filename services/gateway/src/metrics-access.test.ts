import { mkdtempSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createGatewayApp } from './app';
import { gatewayConfigShape, loadGatewayConfig } from './config';

const TOKEN = 'a-scraper-token-of-at-least-32-characters';

async function startGateway(env: Record<string, string>): Promise<{ server: Server; url: string }> {
  const shellDist = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html lang="pt-BR"><head><!--app-head--></head><body></body></html>');
  const server = createGatewayApp(loadGatewayConfig({ SHELL_DIST: shellDist, ...env }), pino({ level: 'silent' })).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("the gateway's own metrics on the public port", () => {
  let withToken: { server: Server; url: string };
  let withoutToken: { server: Server; url: string };
  beforeAll(async () => {
    withToken = await startGateway({ METRICS_TOKEN: TOKEN });
    withoutToken = await startGateway({});
  });
  afterAll(() => {
    withToken.server.close();
    withoutToken.server.close();
  });

  const metrics = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/metrics`, { headers });

  it('answers a scraper that sends the bearer token', async () => {
    const response = await metrics(withToken.url, { Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('gateway_http_request_duration_seconds');
  });

  it('answers anyone else as an unknown page', async () => {
    for (const headers of [{}, { Authorization: 'Bearer wrong-token' }, { Authorization: TOKEN }]) {
      const response = await metrics(withToken.url, headers);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('serves no metrics at all without METRICS_TOKEN', async () => {
    expect((await metrics(withoutToken.url, { Authorization: 'Bearer undefined' })).status).toBe(404);
  });

  it('takes no METRICS_TOKEN too short to be a secret', () => {
    expect(gatewayConfigShape.METRICS_TOKEN.safeParse('short').success).toBe(false);
  });
});
