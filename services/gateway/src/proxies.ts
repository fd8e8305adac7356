import { Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { NextFunction, Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { AppError, UPSTREAM_IDLE_SOCKET_MS } from '@app/service-kit';
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
  /** Told of each upstream answer as it arrives, before the client gets it (`url`: the path as received). */
  answered?: (request: { method: string | undefined; url: string }, status: number) => void;
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
  /** Whether the last attempt went out on a kept-alive connection, and whether a reset of one was retried. */
  reusedSocket?: boolean;
  resetRetried?: boolean;
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

/** Connections kept to one upstream at most: beyond, requests wait for a free one rather than open more. */
export const MAX_SOCKETS_PER_UPSTREAM = 256;
/** Idle connections kept to one upstream for the next requests. */
const MAX_IDLE_SOCKETS_PER_UPSTREAM = 64;

/**
 * The connections to the upstreams of one route table, kept open between requests (without, every request pays for
 * a new connection, and the upstream closes it after one answer). An idle connection is given up after
 * UPSTREAM_IDLE_SOCKET_MS, before any service closes it (their keepAliveTimeout is longer, see service-kit's
 * keepConnectionsAlive), so a request is never sent on a connection the upstream is closing; the most recently used
 * are taken first (lifo), so the spare ones age out. Undefined when the upstreams mix http and https.
 */
export function keepAliveAgent(routes: Routes): HttpAgent | undefined {
  const protocols = new Set(Object.values(routes).flatMap((urls) => urls.map((url) => new URL(url).protocol)));
  if (protocols.size !== 1) return undefined;
  const options = {
    keepAlive: true,
    maxSockets: MAX_SOCKETS_PER_UPSTREAM,
    maxFreeSockets: MAX_IDLE_SOCKETS_PER_UPSTREAM,
    timeout: UPSTREAM_IDLE_SOCKET_MS,
    scheduling: 'lifo' as const,
  };
  return protocols.has('https:') ? new HttpsAgent(options) : new HttpAgent(options);
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
  { stripPrefix = false, json = false, unavailable = (fields, message) => logger.warn(fields, message), answered }: ForwardOptions = {},
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
    agent: keepAliveAgent(routes),
    pathFilter: (pathname) => matchPrefix(routes, pathname) !== undefined,
    pathRewrite: stripPrefix ? (pathname) => pathname.slice(matchPrefix(routes, pathname)?.length ?? 0) || '/' : undefined,
    // X-Forwarded-* are written by setForwardedHeaders, never appended to the client's own.
    xfwd: false,
    proxyTimeout: 120_000,
    on: {
      proxyReq: (upstream, req) => {
        setForwardedHeaders(upstream, req as Request);
        const attempts = attemptsOf.get(req);
        if (attempts) attempts.reusedSocket = upstream.reusedSocket;
        const body = attempts?.body;
        if (body) {
          upstream.removeHeader('transfer-encoding');
          upstream.setHeader('content-length', body.length);
          upstream.write(body);
        }
      },
      // Hop-by-hop: it tells the upstream's idle timeout, not the gateway's to its client.
      proxyRes: (proxyRes, req) => {
        delete proxyRes.headers['keep-alive'];
        const attempts = attemptsOf.get(req);
        if (answered && attempts) answered({ method: req.method, url: attempts.url }, proxyRes.statusCode ?? 0);
      },
      error: (failure, req, res) => {
        const error = failure as NodeJS.ErrnoException;
        const attempts = attemptsOf.get(req);
        const failed = attempts?.upstreams[attempts.index];
        const prefix = attempts && matchPrefix(routes, pathOf(attempts.url));
        if (failed && prefix && neverReachedUpstream(error)) pools[prefix]!.refused(failed);
        const clientWaiting = 'writeHead' in res && !res.headersSent && !res.destroyed;
        // An idle kept-alive connection the upstream closed just as this request went out on it (Node's advice:
        // retry a reset on a reused socket): once more, on a fresh connection, when repeating it is harmless.
        if (attempts && clientWaiting && mayRetryElsewhere(req.method, error)) {
          const resetWhileIdle = attempts.reusedSocket === true && error.code === 'ECONNRESET' && !attempts.resetRetried;
          const anotherUpstream = attempts.index + 1 < attempts.upstreams.length;
          if (resetWhileIdle || anotherUpstream) {
            if (resetWhileIdle) attempts.resetRetried = true;
            else {
              logger.info({ err: error, path: pathOf(attempts.url) }, 'upstream failed; trying another');
              attempts.index += 1;
            }
            req.url = attempts.url;
            void proxy(req as Request, res, attempts.next);
            return;
          }
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
