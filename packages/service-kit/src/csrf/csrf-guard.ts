import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import { loggedPath } from '../logging/request-context';

/** The methods that may change state; the others are safe by definition and never refused or counted here. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfGuardOptions {
  /** Origins the site is served from (`https://vitalia.example`); compared exactly. */
  allowedOrigins: readonly string[];
  /**
   * When no origin is listed, accept an Origin whose host equals the request's Host header. Meant for
   * development (`npm start` on localhost, where the gateway keeps the browser's Host).
   */
  allowSameHost?: boolean;
}

function originOf(value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const origin = new URL(value).origin;
  return origin === 'null' ? undefined : origin;
}

/** Where the browser says the request comes from: Origin, else the origin of Referer. */
function requestOrigin(req: Request): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined) return originOf(origin);
  return originOf(req.headers.referer);
}

/**
 * Refuses cross-site state-changing requests (403 `forbidden`, localised):
 * - a POST/PUT/PATCH/DELETE that carries a Cookie header must come with an Origin (or, without one, a
 *   Referer) from `allowedOrigins`: a foreign page cannot ride on the browser's cookies;
 * - one that says it comes from a foreign Origin is refused even without cookies: browsers send Origin on
 *   every cross-site POST, and a cookie-less one can still sign the browser into an attacker's account
 *   (login CSRF) or spend the visitor's budgets.
 * Safe methods are never refused: they change nothing.
 *
 * API clients are not affected: they send `Authorization: Bearer <access token>`, no Cookie header and no
 * Origin, and such requests pass. A client that does keep cookies must send
 * `Origin: <the site's public origin>` with every state-changing request.
 */
export function csrfGuard({ allowedOrigins, allowSameHost = false }: CsrfGuardOptions): RequestHandler {
  const allowed = new Set(allowedOrigins.map((origin) => originOf(origin) ?? origin));
  return (req, _res, next) => {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    if (!req.headers.cookie?.trim() && req.headers.origin === undefined) return next();
    const origin = requestOrigin(req);
    if (origin && allowed.has(origin)) return next();
    if (origin && allowed.size === 0 && allowSameHost && new URL(origin).host === req.headers.host) return next();
    req.log?.warn({ origin: origin ?? null, method: req.method, path: loggedPath(req.path) }, 'cross-site request refused');
    next(new AppError('forbidden', 403, { messageKey: 'csrfRefused' }));
  };
}
