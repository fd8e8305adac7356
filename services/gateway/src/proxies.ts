import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { AppError } from '@app/service-kit';
import { setForwardedHeaders } from './forwarded-headers';
import { mayRetryElsewhere, neverReachedUpstream, upstreamPool } from './upstreams';
import { answerServiceUnavailable } from './service-unavailable';
import type { UpstreamFailureLog } from './startup-grace';

/** Path prefix → the upstreams that serve it (several instances of one service share the requests). */
export type Routes = Record<string, readonly string[]>;

/** The largest body kept to send again to another instance (the services accept 64 kB at most). */
const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

export interface ForwardOptions {
  stripPrefix?: boolean;
  json?: boolean;
  unavailable?: UpstreamFailureLog;
}

/** One request's way through its upstreams. */
interface Attempts {
  upstreams: string[];
  index: number;
  /** The request body, read once so that another upstream can be sent it too. */
  body?: Buffer;
  /** The path as received (the proxy rewrites `req.url`). */
  url: string;
  next: NextFunction;
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const declared = req.headers['content-length'];
  if (declared === undefined && req.headers['transfer-encoding'] === undefined) return Promise.resolve(undefined);
  if (Number(declared) > MAX_REQUEST_BODY_BYTES) return Promise.reject(new AppError('payload_too_large', 413));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new AppError('payload_too_large', 413));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function matchPrefix(routes: Routes, pathname: string): string | undefined {
  return Object.keys(routes).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Forwards each path under one of `routes`' prefixes to its upstreams, in turn (round robin). API paths keep
 * their prefix (each service serves /api/<name>/…); a remote's files are served from its own root, so
 * `stripPrefix` removes `/mf/<name>`. An upstream that refuses the connection is tried last for a while, and
 * a request goes on to the next upstream when it never reached the last one or is idempotent (its body is
 * read first, so it can be sent again). When none answers: 503 with Retry-After (answerServiceUnavailable).
 * Upstreams learn who the client is from the gateway alone (setForwardedHeaders). `unavailable` logs an upstream no
 * attempt reached (quietly while the services boot, see upstreamFailureLog).
 */
export function forward(
  routes: Routes,
  logger: Logger,
  { stripPrefix = false, json = false, unavailable = (fields, message) => logger.warn(fields, message) }: ForwardOptions = {},
): RequestHandler {
  const pools = Object.fromEntries(Object.entries(routes).map(([prefix, urls]) => [prefix, upstreamPool(urls)]));
  const attemptsOf = new WeakMap<IncomingMessage, Attempts>();
  const pathOf = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';

  const proxy = createProxyMiddleware({
    router: (req) => {
      const attempts = attemptsOf.get(req)!;
      return attempts.upstreams[attempts.index]!;
    },
    target: Object.values(routes)[0]![0],
    pathFilter: (pathname) => matchPrefix(routes, pathname) !== undefined,
    pathRewrite: stripPrefix ? (pathname) => pathname.slice(matchPrefix(routes, pathname)?.length ?? 0) || '/' : undefined,
    // X-Forwarded-* are written by setForwardedHeaders, never appended to the client's own.
    xfwd: false,
    proxyTimeout: 120_000,
    on: {
      proxyReq: (upstream, req) => {
        setForwardedHeaders(upstream, req as Request);
        const body = attemptsOf.get(req)?.body;
        if (body) {
          upstream.removeHeader('transfer-encoding');
          upstream.setHeader('content-length', body.length);
          upstream.write(body);
        }
      },
      error: (failure, req, res) => {
        const error = failure as NodeJS.ErrnoException;
        const attempts = attemptsOf.get(req);
        const failed = attempts?.upstreams[attempts.index];
        const prefix = attempts && matchPrefix(routes, pathOf(attempts.url));
        if (failed && prefix && neverReachedUpstream(error)) pools[prefix]!.refused(failed);
        const clientWaiting = 'writeHead' in res && !res.headersSent && !res.destroyed;
        if (attempts && clientWaiting && attempts.index + 1 < attempts.upstreams.length && mayRetryElsewhere(req.method, error)) {
          logger.info({ err: error, path: pathOf(attempts.url) }, 'upstream failed; trying another');
          attempts.index += 1;
          req.url = attempts.url;
          void proxy(req as Request, res, attempts.next);
          return;
        }
        unavailable({ err: error, path: pathOf(req.url) }, 'upstream unavailable');
        answerServiceUnavailable(req, res, { json });
      },
    },
  }) as RequestHandler;

  return (req, res, next) => {
    const prefix = matchPrefix(routes, pathOf(req.url));
    if (!prefix) return next();
    readBody(req).then((body) => {
      attemptsOf.set(req, { upstreams: pools[prefix]!.order(), index: 0, body, url: req.url, next });
      void proxy(req, res, next);
    }, next);
  };
}
