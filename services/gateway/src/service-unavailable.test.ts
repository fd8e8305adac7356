import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { LANGUAGES, apiErrorSchema } from '@app/contracts';
import { HTML_LANG, apiMessage, common } from '@app/i18n';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

/** An address where nothing listens: a service that crashed and is not back yet. */
async function downService(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

let gateway: Server;
let origin: string;

beforeAll(async () => {
  const down = await downService();
  const shellDist = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html lang="pt-BR"><head><!--app-head--></head><body></body></html>');
  const config = loadGatewayConfig({
    SHELL_DIST: shellDist,
    DATA_DIR: shellDist,
    IDENTITY_URL: down,
    ACCOUNT_URL: down,
    SHARING_URL: down,
    MF_ACCOUNT_URL: down,
  });
  gateway = createGatewayApp(config, pino({ level: 'silent' })).listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(() => {
  gateway.close();
});

describe('while a service is down, the gateway answers 503 with Retry-After', () => {
  it.each(LANGUAGES)('an API call gets the error contract with the message in %s', async (language) => {
    const response = await fetch(`${origin}/api/account/profile`, { headers: { 'accept-language': HTML_LANG[language] } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = apiErrorSchema.parse(await response.json());
    expect(body).toEqual({ error: { code: 'service_unavailable', message: apiMessage('service_unavailable', language) } });
  });

  it('the language chosen with ?lang or X-Language wins over Accept-Language, as in the services', async () => {
    const byQuery = await fetch(`${origin}/api/identity/session?lang=fr`, { headers: { 'accept-language': 'de' } });
    expect((await byQuery.json()).error.message).toBe(apiMessage('service_unavailable', 'fr'));
    const byHeader = await fetch(`${origin}/api/identity/login`, {
      method: 'POST',
      headers: { 'x-language': 'es', 'accept-language': 'de' },
    });
    expect(byHeader.status).toBe(503);
    expect((await byHeader.json()).error.message).toBe(apiMessage('service_unavailable', 'es'));
  });

  it.each(LANGUAGES)('a page (a short link) gets the error page in %s, which retries by itself', async (language) => {
    const response = await fetch(`${origin}/s/abc123`, { headers: { 'accept-language': HTML_LANG[language] }, redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<html lang="${HTML_LANG[language]}">`);
    expect(html).toContain(`<h1>${common[language].serviceUnavailable.title}</h1>`);
    expect(html).toContain(`<a href="">${common[language].serviceUnavailable.retry}</a>`);
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
  });

  it("a remote's files get the same 503, so the shell's own retry takes over", async () => {
    const response = await fetch(`${origin}/mf/account/mf-manifest.json`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });
});
