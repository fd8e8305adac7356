import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { ApiError, ErrorCode } from '@app/contracts';
import { apiMessage, negotiateLanguage } from '@app/i18n';
import { z } from 'zod';
import { AppError, type ErrorDetail } from './app-error';

/** `?lang` wins over `X-Language`, which wins over Accept-Language. */
export function requestLanguage(req: Request) {
  const query = req.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : undefined;
  const fromHeader = req.headers['x-language'];
  return negotiateLanguage(req.headers['accept-language'], fromQuery ?? (typeof fromHeader === 'string' ? fromHeader : undefined));
}

export function zodIssuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** body-parser reports its failures with a `type`; each maps to a client error. */
const BODY_PARSER_ERRORS: Record<string, [ErrorCode, number]> = {
  'entity.parse.failed': ['bad_json', 400],
  'entity.too.large': ['payload_too_large', 413],
  'charset.unsupported': ['unsupported_media_type', 415],
  'encoding.unsupported': ['unsupported_media_type', 415],
  'request.aborted': ['validation', 400],
  'request.size.invalid': ['validation', 400],
};

const HTTP_STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return new AppError('validation', 400, { details: zodIssuesToDetails(err.issues) });
  // The router could not decode a path parameter such as `%FF` (it marks that URIError 400): a malformed address.
  const undecodablePath = err instanceof URIError && (err as URIError & { status?: unknown }).status === 400;
  if (undecodablePath) return new AppError('invalid_path', 400, { cause: err });
  if (typeof err !== 'object' || err === null) return undefined;
  const { type, status, expose } = err as { type?: unknown; status?: unknown; expose?: unknown };
  const known = typeof type === 'string' ? BODY_PARSER_ERRORS[type] : undefined;
  if (known) return new AppError(known[0], known[1], { cause: err });
  // Other http-errors a library chose to expose (4xx) keep their status.
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(HTTP_STATUS_CODES[status] ?? 'validation', status, { cause: err });
  }
  return undefined;
}

/** The one place errors become responses: `{ error: { code, message, details? } }`, message localised. */
export function errorHandler(): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const appError = toAppError(err) ?? new AppError('internal', 500, { cause: err });
    if (appError.status >= 500) req.log?.error({ err }, 'request failed');
    const body: ApiError = {
      error: {
        code: appError.code,
        message: apiMessage(appError.messageKey, requestLanguage(req), appError.params),
        ...(appError.details ? { details: appError.details } : {}),
      },
    };
    res.status(appError.status).json(body);
  };
}

export function notFoundHandler(): RequestHandler {
  return (_req, _res, next) => next(new AppError('not_found', 404));
}
