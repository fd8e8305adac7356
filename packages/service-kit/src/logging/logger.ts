import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** JSON logs to stdout; credentials in headers are never written. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
  });
}
