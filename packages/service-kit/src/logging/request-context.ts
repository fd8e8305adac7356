import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { safeErrorSerializers } from './logger';

export const REQUEST_ID_HEADER = 'X-Request-ID';

/** An incoming id is reused only when it is a short plain token, so it cannot inject into logs or headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

const QUIET_PATHS = /(^|\/)(healthz|readyz|metrics)$/;

/** A path segment holding an e-mail address, as typed or percent-encoded (`DELETE /family/{email}`). */
const EMAIL_SEGMENT = /[^/]*(@|%40)[^/]*/gi;

/** The path as logged: no query string, and no e-mail address, which is personal data. */
export function loggedPath(url: string): string {
  return (url.split('?')[0] ?? '').replace(EMAIL_SEGMENT, '[email]');
}

/**
 * Per-request logger (`req.log`) and request id (echoed as X-Request-ID). Only method, path (without any
 * e-mail in it), status and timing are logged: bodies and query strings may carry health data.
 */
export function requestContext(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.test((req.url ?? '').split('?')[0] ?? '') },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      ...safeErrorSerializers,
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: loggedPath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return middleware as unknown as RequestHandler;
}
