import type { CaughtMailList } from '@app/contracts';
import express, { type Express, type RequestHandler } from 'express';
import type { MessageStore } from './message-store';
import { listPage, messagePage } from './pages';

/** The names the catcher's own address goes by. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Loopback alone does not keep a web page out: a site whose name is re-pointed at 127.0.0.1 (DNS
 * rebinding) would read every reset link. Its requests carry its own name in Host, so only ours pass.
 */
const onlyLocalHost: RequestHandler = (req, res, next) => {
  if (LOCAL_HOSTS.has(req.hostname)) return next();
  res.status(421).json({ error: { code: 'misdirected', message: 'Use http://127.0.0.1 or http://localhost' } });
};

/** Nothing here is cached, framed, sent on as a Referer or allowed to run scripts. */
const lockedDown: RequestHandler = (_req, res, next) => {
  res.set({
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  next();
};

const notFound = { error: { code: 'not_found', message: 'No such message' } };

/** The caught mail: an HTML list and message pages for people, a JSON API for tests. */
export function webApp(store: MessageStore): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(onlyLocalHost, lockedDown);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/api/messages', (_req, res) => {
    const answer: CaughtMailList = { messages: store.list() };
    res.json(answer);
  });
  app.get('/api/messages/:id', (req, res) => {
    const message = store.get(req.params.id);
    if (message) res.json(message);
    else res.status(404).json(notFound);
  });
  app.get('/', (_req, res) => {
    res.type('html').send(listPage(store.list()));
  });
  app.get('/messages/:id', (req, res) => {
    const message = store.get(req.params.id);
    if (message) res.type('html').send(messagePage(message));
    else res.status(404).json(notFound);
  });
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'Not found' } });
  });
  return app;
}
