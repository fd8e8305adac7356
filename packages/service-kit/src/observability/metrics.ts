import type { Request, RequestHandler } from 'express';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** Times every request; place before the routes. */
  middleware: RequestHandler;
  /** Serves the registry in Prometheus text format. */
  handler: RequestHandler;
}

/** The matched route pattern, never the raw URL: ids in paths would explode the label cardinality. */
function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : 'unmatched';
}

/** One registry per app, so several apps in one process (tests) do not clash. */
export function metrics({ prefix = '' }: { prefix?: string } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  const duration = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Duration of HTTP requests in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const middleware: RequestHandler = (req, res, next) => {
    const stop = duration.startTimer();
    res.on('finish', () => stop({ method: req.method, route: routeLabel(req), status: String(res.statusCode) }));
    next();
  };
  const handler: RequestHandler = async (_req, res) => {
    res.set('Content-Type', registry.contentType).send(await registry.metrics());
  };
  return { registry, middleware, handler };
}
