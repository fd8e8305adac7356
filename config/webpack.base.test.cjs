// The dev servers' proxy to the running site (devServerProxy), run by the proxy library webpack-dev-server uses,
// between a stand-in site and a stand-in dev server. `node --test config/`
const { after, before, test } = require('node:test');
const assert = require('node:assert/strict');
const { once } = require('node:events');
const http = require('node:http');
const path = require('node:path');
const { devServerProxy } = require('./webpack.base.cjs');

const { createProxyMiddleware } = require(
  require.resolve('http-proxy-middleware', { paths: [path.dirname(require.resolve('webpack-dev-server'))] }),
);

let site;
let devServer;
let seen;
let siteUrl;
let devUrl;

async function listen(server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${server.address().port}`;
}

/** What webpack-dev-server does with each entry of `devServer.proxy`. */
function proxyMiddleware(target) {
  const [{ context, ...options }] = devServerProxy({ target });
  return createProxyMiddleware(context, options);
}

before(async () => {
  site = http.createServer((req, res) => {
    seen = { url: req.url, host: req.headers.host, origin: req.headers.origin, cookie: req.headers.cookie };
    if (req.url.startsWith('/s/')) {
      res.writeHead(302, { location: `http://${req.headers.host}/en/shared-result/abc` }).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'set-cookie': 'vitalia_access=t0k; Path=/; HttpOnly; SameSite=Lax; Domain=127.0.0.1',
    });
    res.end('{"ok":true}');
  });
  siteUrl = await listen(site);
  const proxy = proxyMiddleware(siteUrl);
  devServer = http.createServer((req, res) => proxy(req, res, () => res.writeHead(404).end()));
  devUrl = await listen(devServer);
});

after(() => {
  site.close();
  devServer.close();
});

test('a request of the dev server page reaches the site with the site host and origin', async () => {
  const response = await fetch(`${devUrl}/api/identity/login`, { method: 'POST', headers: { origin: devUrl, cookie: 'a=1' } });
  assert.equal(response.status, 200);
  assert.deepEqual(seen, { url: '/api/identity/login', host: new URL(siteUrl).host, origin: siteUrl, cookie: 'a=1' });
});

test('another page origin passes unchanged, for the site to refuse', async () => {
  await fetch(`${devUrl}/api/account/settings`, { method: 'PUT', headers: { origin: 'https://evil.example' } });
  assert.equal(seen.origin, 'https://evil.example');
});

test('the session cookie comes back for the dev server host', async () => {
  const response = await fetch(`${devUrl}/api/identity/session`);
  assert.deepEqual(response.headers.getSetCookie(), ['vitalia_access=t0k; Path=/; HttpOnly; SameSite=Lax']);
});

test('a short link redirects back to the dev server', async () => {
  const response = await fetch(`${devUrl}/s/abc`, { redirect: 'manual' });
  assert.equal(response.headers.get('location'), `${devUrl}/en/shared-result/abc`);
});

test('the pages stay with the dev server', async () => {
  seen = undefined;
  const response = await fetch(`${devUrl}/pt/history`);
  assert.equal(response.status, 404);
  assert.equal(seen, undefined);
});

test('the site is npm start gateway unless VITALIA_API_URL names another', () => {
  const saved = process.env.VITALIA_API_URL;
  delete process.env.VITALIA_API_URL;
  assert.equal(devServerProxy()[0].target, 'http://127.0.0.1:8080');
  process.env.VITALIA_API_URL = 'https://staging.vitalia.example/';
  assert.equal(devServerProxy()[0].target, 'https://staging.vitalia.example');
  if (saved === undefined) delete process.env.VITALIA_API_URL;
  else process.env.VITALIA_API_URL = saved;
});
