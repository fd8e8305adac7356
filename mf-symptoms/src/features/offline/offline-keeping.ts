import { asAnalysisError } from '../analysis/api/analysis-error';
import type { KeptText, KeptTextStore } from './kept-text';

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A request that failed for want of a connection while the device says it is offline: its text can wait for
 * the `online` event. A server out of reach from a connected device stays the spec's connection error.
 */
export function failedOffline(error: unknown): boolean {
  return asAnalysisError(error).category === 'network' && isOffline();
}

/** Keeps the description for later; null when the device cannot store it (the connection error shows instead). */
export async function keepText(store: KeptTextStore, entry: KeptText): Promise<KeptText | null> {
  try {
    await store.keep(entry);
    return entry;
  } catch (error) {
    console.warn('the description could not be kept for later', error);
    return null;
  }
}

/** How often, and how far apart, a kept description is sent while a connection that just came back settles. */
export const RESUME_ATTEMPTS = 3;
export const RESUME_DELAY_MS = 1_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => (clearTimeout(timer), reject(signal.reason));
    const timer = setTimeout(() => (signal.removeEventListener('abort', abort), resolve()), ms);
    signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Sends a kept description right after the `online` event. The event can come before the connection carries
 * requests (the code the answer needs may still fail to load), so a connection failure is tried again a few
 * times before the connection error shows; offline again, the failure is passed on and the text kept again.
 */
export async function sentWhileSettling<T>(send: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= RESUME_ATTEMPTS || signal.aborted || isOffline() || asAnalysisError(error).category !== 'network') throw error;
      await pause(RESUME_DELAY_MS * attempt, signal);
    }
  }
}
