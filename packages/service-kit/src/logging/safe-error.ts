/**
 * Errors as logs may hold them: which statement failed and why, never with what values. drizzle's
 * DrizzleQueryError writes the parameters (symptom texts, e-mails) into its message and `params`;
 * PostgreSQL and PGlite errors repeat values in `detail` ("Failing row contains (…)"), `where`, `params`
 * and sometimes their message (`invalid input syntax for type uuid: "…"`). Only the fields below survive.
 */
export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  /** The statement's SQL text: drizzle sends values as `$1…` parameters, so it holds none. */
  query?: string;
  cause?: SafeError;
  aggregateErrors?: SafeError[];
  [field: string]: unknown;
}

type ErrorLike = Error & Record<string, unknown>;

/** Plain facts about an error that never carry data (codes, statuses, categories). */
const KEPT_FIELDS = ['code', 'status', 'statusCode', 'errno', 'syscall', 'category'];
/** Schema names a PostgreSQL error points at: where it failed, not with what. */
const DATABASE_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];
const MAX_CAUSE_DEPTH = 5;

export function isErrorLike(value: unknown): value is ErrorLike {
  if (value instanceof Error) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { stack?: unknown }).stack === 'string'
  );
}

/** An error PostgreSQL (pg or PGlite) raised: a five-character SQLSTATE and a severity. */
function isDatabaseError(err: ErrorLike): boolean {
  return typeof err.severity === 'string' && typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code);
}

/** drizzle's wrapper around a failed statement: the SQL text and its parameters. */
function isQueryError(err: ErrorLike): boolean {
  return typeof err.query === 'string' && 'params' in err;
}

function typeOf(err: ErrorLike): string {
  const constructorName = (err.constructor as { name?: unknown } | undefined)?.name;
  return typeof constructorName === 'string' && constructorName !== 'Object' ? constructorName : String(err.name ?? 'Error');
}

/** The stack's frames without its first lines, which repeat the (unsafe) message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function copyPrimitives(from: ErrorLike, to: SafeError, fields: readonly string[]): void {
  for (const field of fields) {
    const value = from[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') to[field] = value;
  }
}

export function describeError(err: ErrorLike, depth = 0): SafeError {
  const type = typeOf(err);
  const database = isDatabaseError(err);
  const failedQuery = isQueryError(err);
  const described: SafeError = { type, message: err.message };
  if (database || failedQuery) {
    described.message = database ? `database error ${String(err.code)}` : 'query failed';
    if (typeof err.query === 'string') described.query = err.query;
    described.stack = `${type}: ${described.message}\n${framesOf(err.stack)}`;
  } else if (typeof err.stack === 'string') {
    described.stack = err.stack;
  }
  copyPrimitives(err, described, database ? [...KEPT_FIELDS, ...DATABASE_FIELDS] : KEPT_FIELDS);
  if (depth < MAX_CAUSE_DEPTH && isErrorLike(err.cause)) described.cause = describeError(err.cause, depth + 1);
  if (depth < MAX_CAUSE_DEPTH && Array.isArray(err.errors)) {
    described.aggregateErrors = err.errors.filter(isErrorLike).map((inner) => describeError(inner, depth + 1));
  }
  return described;
}

/**
 * pino serializer for `err` (and `error`): pino-http hands it pino's own serialization of the error,
 * whose `raw` is the original; anything that is not an error is logged as it is.
 */
export function safeErrorSerializer(value: unknown): unknown {
  const raw = typeof value === 'object' && value !== null && 'raw' in value ? (value as { raw: unknown }).raw : value;
  return isErrorLike(raw) ? describeError(raw) : value;
}
