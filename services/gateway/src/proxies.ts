import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ApiError } from '@app/contracts';
import { apiMessage, negotiateLanguage } from '@app/i18n';
import type { Logger } from 'pino';
import { setForwardedHeaders } from './forwarded-headers';

/** Path prefix → the upstream that serves it. */
export type Routes = Record<string, string>;

export function matchPrefix(routes: Routes, pathname: string): string | undefined {
  return Object.keys(routes).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function answerUnavailable(req: IncomingMessage, res: ServerResponse | Socket, json: boolean) {
  if (!('writeHead' in res) || res.headersSent) {
    res.destroy();
    return;
  }
  if (json) {
    const language = negotiateLanguage(req.headers['accept-language'], null);
    const body: ApiError = { error: { code: 'unavailable', message: apiMessage('unavailable', language) } };
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  } else {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Bad gateway');
  }
}

/**
 * Forwards each path under one of `routes`' prefixes to its upstream. API paths keep their prefix (each
 * service serves /api/<name>/…); a remote's files are served from its own root, so `stripPrefix` removes
 * `/mf/<name>`. An upstream that does not answer gives a 502 (JSON with a localised message for APIs).
 * Upstreams learn who the client is from the gateway alone (setForwardedHeaders).
 */
export function forward(routes: Routes, logger: Logger, { stripPrefix = false, json = false } = {}): RequestHandler {
  return createProxyMiddleware({
    router: (req) => routes[matchPrefix(routes, (req.url ?? '').split('?')[0] ?? '')!]!,
    target: Object.values(routes)[0],
    pathFilter: (pathname) => matchPrefix(routes, pathname) !== undefined,
    pathRewrite: stripPrefix ? (pathname) => pathname.slice(matchPrefix(routes, pathname)?.length ?? 0) || '/' : undefined,
    // X-Forwarded-* are written by setForwardedHeaders, never appended to the client's own.
    xfwd: false,
    proxyTimeout: 120_000,
    on: {
      proxyReq: (upstream, req) => setForwardedHeaders(upstream, req as Request),
      error: (error, req, res) => {
        logger.warn({ err: error, path: req.url?.split('?')[0] }, 'upstream unavailable');
        answerUnavailable(req, res, json);
      },
    },
  }) as RequestHandler;
}
