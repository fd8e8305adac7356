import { readApiError, type Language } from '@app/contracts';
import { AnalysisError } from './analysis-error';
import { mirrorGuestId } from './guest-id';

/** The analysis service may retry its provider several times; past a minute the user is better off retrying. */
export const ANALYSIS_TIMEOUT_MS = 60_000;

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ServiceCall<T> {
  url: string;
  body: unknown;
  language: Language;
  /**
   * The contract schema the answer must match; an answer that does not is `invalidData`. A promise of it lets
   * the schema (and zod) load beside the request instead of with the symptom form.
   */
  schema: Parser<T> | Promise<Parser<T>>;
  /** Aborts the request early, e.g. when the page unmounts. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The body as JSON, or undefined when it is empty, not JSON or cut off. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'AbortError' || name === 'TimeoutError';
}

function failureFromStatus(status: number, body: unknown): AnalysisError {
  const error = readApiError(body);
  if (status === 429) return new AnalysisError('rateLimited', { serverMessage: error?.message || undefined });
  if (status === 400 && error?.code === 'validation') return new AnalysisError('validation');
  // The service answers 504 when its provider timed out on every attempt (spec §8, webhook layer).
  if (status === 504 || status === 408) return new AnalysisError('timeout');
  return new AnalysisError('general');
}

/**
 * POSTs JSON to the symptoms service and returns its answer checked against `schema`, or throws an
 * `AnalysisError` whose category picks the message of spec §8. The guest id the service sends is mirrored.
 */
export async function postToService<T>({
  url,
  body,
  language,
  schema,
  signal,
  timeoutMs = ANALYSIS_TIMEOUT_MS,
}: ServiceCall<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new AnalysisError('network');
  const parser = Promise.resolve(schema);
  // Awaited only once an answer came: a request that failed first must not leave its rejection unhandled.
  parser.catch(() => undefined);

  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Language': language },
        credentials: 'same-origin',
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      throw new AnalysisError(controller.signal.aborted || isAbort(cause) ? 'timeout' : 'network', { cause });
    }
    mirrorGuestId(response);
    const json = await readJson(response);
    // Reading the body can be cut short by the timeout too.
    if (controller.signal.aborted) throw new AnalysisError('timeout');
    if (!response.ok) throw failureFromStatus(response.status, json);
    let check: Parser<T>;
    try {
      check = await parser;
    } catch (cause) {
      throw new AnalysisError('network', { cause });
    }
    const parsed = check.safeParse(json);
    if (!parsed.success) throw new AnalysisError('invalidData');
    return parsed.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
