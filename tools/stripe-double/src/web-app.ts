import express, { type Express, type RequestHandler } from 'express';
import { apiRouter } from './api/api-router';
import type { Billing } from './billing/billing';
import { page } from './pages/html';
import { pageRouter } from './pages/page-router';
import { testHooksRouter } from './test-hooks-router';
import type { WebhookDelivery } from './webhooks/webhook-delivery';

export interface WebAppOptions {
  billing: Billing;
  webhooks: WebhookDelivery;
  /** The host names the double answers to: its own (from PUBLIC_URL), 127.0.0.1 and localhost. */
  hostnames: string[];
  /** How long a page or test hook waits for its webhooks before it answers anyway. */
  deliveryWaitMs: number;
}

/** The default: pages that load nothing but the double's stylesheet and submit forms to the double only. */
const lockedDown: RequestHandler = (_req, res, next) => {
  res.set({
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  next();
};

/**
 * Loopback alone does not keep a web page out: a site re-pointed at 127.0.0.1 (DNS rebinding) could read the
 * customers' addresses. Its requests carry its own name in Host, so only the double's names pass.
 */
function onlyOwnHostnames(hostnames: string[]): RequestHandler {
  const allowed = new Set(hostnames);
  return (req, res, next) => {
    if (allowed.has(req.hostname)) return next();
    res.status(421).json({ error: { type: 'invalid_request_error', message: `Use ${hostnames.join(' or ')}` } });
  };
}

/** Stripe's API under /v1, the checkout and portal pages, and the test hooks under /__double. */
export function webApp({ billing, webhooks, hostnames, deliveryWaitMs }: WebAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Stripe's bracket notation in query strings (expand[]=…), as in form bodies.
  app.set('query parser', 'extended');
  app.use(onlyOwnHostnames(hostnames), lockedDown);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/v1', apiRouter(billing, webhooks));
  app.use('/__double', testHooksRouter(billing, webhooks, deliveryWaitMs));
  app.use(pageRouter(billing, webhooks, deliveryWaitMs));
  app.get('/', (_req, res) => {
    res
      .type('html')
      .send(
        page(
          'Stripe test double',
          '<h1>Stripe test double</h1><p>Vitalia’s local stand-in for Stripe. Its checkout and portal pages open from the site’s Pro screens.</p>',
        ),
      );
  });
  // Browsers ask for one on every page: no icon, and no 404 in their console.
  app.get('/favicon.ico', (_req, res) => {
    res.status(204).end();
  });
  app.use((_req, res) => {
    res.status(404).json({ error: { type: 'invalid_request_error', message: 'Not found' } });
  });
  return app;
}
