import type { Language } from '@app/contracts';
import { AnalysisError } from './analysis-error';

/** The analysis service may retry its provider several times; past a minute the user is better off retrying. */
export const ANALYSIS_TIMEOUT_MS = 60_000;

/** What the screen needs to know for now; the result card reads the rest of the body. */
export interface ReceivedAnalysis {
  id: string;
  [field: string]: unknown;
}

export interface AnalysisRequest {
  apiBase: string;
  text: string;
  language: Language;
  /** Aborts the request early, e.g. when the page unmounts. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

function isReceivedAnalysis(body: unknown): body is ReceivedAnalysis {
  return typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'string';
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

function errorCodeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown } }).error?.code : undefined;
}

function failureFromStatus(status: number, body: unknown): AnalysisError {
  if (status === 400 && errorCodeOf(body) === 'validation') return new AnalysisError('validation');
  // The service answers 504 when its provider timed out on every attempt (spec §8, webhook layer).
  if (status === 504 || status === 408) return new AnalysisError('timeout');
  return new AnalysisError('general');
}

/**
 * POSTs the symptom text to the analysis service and returns its answer, or throws an `AnalysisError`
 * whose category picks the message of spec §8.
 */
export async function requestAnalysis({
  apiBase,
  text,
  language,
  signal,
  timeoutMs = ANALYSIS_TIMEOUT_MS,
}: AnalysisRequest): Promise<ReceivedAnalysis> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new AnalysisError('network');

  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(`${apiBase}/analyses`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ text, language }),
        signal: controller.signal,
      });
    } catch (cause) {
      throw new AnalysisError(controller.signal.aborted || isAbort(cause) ? 'timeout' : 'network', { cause });
    }
    const body = await readJson(response);
    // Reading the body can be cut short by the timeout too.
    if (controller.signal.aborted) throw new AnalysisError('timeout');
    if (!response.ok) throw failureFromStatus(response.status, body);
    if (!isReceivedAnalysis(body)) throw new AnalysisError('invalidData');
    return body;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
