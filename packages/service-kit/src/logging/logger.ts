import pino, { type DestinationStream, type Logger } from 'pino';
import { describeError, isErrorLike, safeErrorSerializer } from './safe-error';

export type { DestinationStream, Logger } from 'pino';

/** The error serializers every logger (and pino-http's request loggers) uses. */
export const safeErrorSerializers = { err: safeErrorSerializer, error: safeErrorSerializer };

/**
 * Credentials in headers, and the values of a failed query wherever an error object lands (`params`,
 * PostgreSQL's `detail` and `where`), are censored even when logged under a key the serializers miss.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['params', 'detail', 'where', 'queryOptions'].flatMap((field) => [field, `*.${field}`, `*.cause.${field}`]),
];

/** pino takes the message of an error logged without one from `err.message`: the safe one instead. */
function logMethod(this: Logger, args: Parameters<Logger['info']>, method: (...args: unknown[]) => void): void {
  const [first, ...rest] = args as unknown[];
  const err = first instanceof Error ? first : (first as { err?: unknown } | null | undefined)?.err;
  const withoutMessage = rest.length === 0 && typeof first === 'object' && first !== null && !('msg' in first);
  if (withoutMessage && isErrorLike(err)) return method.apply(this, [first, describeError(err).message]);
  method.apply(this, args as unknown[]);
}

/**
 * JSON logs to stdout (or `destination`); credentials in headers and the values of failed queries are
 * never written.
 */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = {
    name,
    level,
    serializers: safeErrorSerializers,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: { logMethod },
  };
  return destination ? pino(options, destination) : pino(options);
}
