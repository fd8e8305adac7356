import { isErrorLike } from '../logging/safe-error';

const MAX_RESULT_LENGTH = 300;

function databaseCode(error: unknown, depth = 0): string | undefined {
  if (!isErrorLike(error) || depth > 5) return undefined;
  if (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) return error.code;
  return databaseCode(error.cause, depth + 1);
}

/**
 * What a failed run leaves in `last_result`, for operators: a database failure as its SQLSTATE only
 * (drizzle writes the query's parameters into its messages), any other failure by its message, which
 * the jobs write themselves and keep free of personal data.
 */
export function failedResult(error: unknown): string {
  const code = databaseCode(error);
  if (code) return `error: database error ${code}`;
  const fromQuery = isErrorLike(error) && typeof error.query === 'string' && 'params' in error;
  const message = isErrorLike(error) && !fromQuery ? error.message : 'unexpected failure';
  return `error: ${message}`.slice(0, MAX_RESULT_LENGTH);
}
