#!/usr/bin/env node
// Serves one remote's built files (its own server, so its team can deploy and restart it alone).
// Usage: node scripts/serve-remote.mjs <dist folder> <port> [host]
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';

const [dir, portArg, host = process.env.HOST ?? '127.0.0.1'] = process.argv.slice(2);
if (!dir || !portArg || !/^\d+$/.test(portArg)) {
  console.error('usage: serve-remote.mjs <dist folder> <port> [host]');
  process.exit(2);
}
const root = path.resolve(dir);
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

const app = express();
app.disable('x-powered-by');
app.use((_req, res, next) => {
  // The shell fetches the manifest cross-origin when this remote is served from another origin.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
});
app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
// Ready once the build is in place: without its manifest the shell cannot load this remote.
app.get('/readyz', (_req, res) => {
  if (existsSync(path.join(root, 'mf-manifest.json'))) return res.json({ status: 'ready' });
  return res.status(503).json({ error: { code: 'unavailable', message: 'mf-manifest.json is missing' } });
});
app.use(
  express.static(root, {
    index: 'index.html',
    setHeaders: (res, file) => {
      // Manifests and remoteEntry.js name the current build: never cached. Hashed chunks: cached for a year.
      res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }),
);
app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));

const server = app.listen(Number(portArg), host, () => console.log(`serving ${root} on http://${host}:${portArg}`));
// Idle connections outlive the gateway's (as service-kit's keepConnectionsAlive sets them for the services: 65 s
// against the gateway's 30 s), or the gateway may send a request on a socket this server is just closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
