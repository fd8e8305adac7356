import { expect, test } from '@playwright/test';
import { meta } from '@app/i18n';

test('the HTML sent for a page already carries its language, title, canonical, alternates, Open Graph and JSON-LD', async ({ request }) => {
  const response = await request.get('/es/politica-de-privacidad');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="es-ES">');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es\/politica-de-privacidad"/);
  for (const path of [
    '/pt/politica-de-privacidade',
    '/en/privacy-policy',
    '/de/datenschutzrichtlinie',
    '/fr/politique-de-confidentialite',
  ]) {
    expect(html).toContain(`${path}"`);
  }
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toContain('application/ld+json');
  expect(html).toContain('<title>');
  expect(meta.es).toBeDefined();
});

test('every page is served with a CSP that forbids eval and foreign scripts', async ({ request }) => {
  const response = await request.get('/pt');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
});

test('hashed assets are cached for a year; the page, remotes.json and manifests are not cached', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  const script = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).headers()['cache-control']).toContain('max-age=31536000');
  expect((await request.get('/en')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-store');
  expect((await request.get('/mf/symptoms/mf-manifest.json')).headers()['cache-control']).toBe('no-cache');
});

test('the pages run without a single CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/pt', '/pt/triagem-de-sintomas', '/pt/politica-de-privacidade']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('each service answers health, readiness and its OpenAPI description through the gateway', async ({ request }) => {
  for (const service of ['identity', 'account', 'symptoms', 'pro', 'sharing']) {
    expect((await request.get(`/api/${service}/healthz`)).status()).toBe(200);
    expect((await request.get(`/api/${service}/readyz`)).status()).toBe(200);
    const openapi = await (await request.get(`/api/${service}/openapi.json`)).json();
    expect(openapi.openapi).toMatch(/^3\./);
  }
});

test('no mail is readable through the site: the old dev outbox answers 404 through the gateway', async ({ request }) => {
  for (const path of ['/api/identity/dev/outbox', '/api/identity/dev/outbox/0000000000000-00000000']) {
    for (const accept of ['application/json', 'text/html']) {
      const response = await request.get(path, { headers: { Accept: accept } });
      expect({ path, accept, status: response.status() }).toEqual({ path, accept, status: 404 });
    }
  }
});
