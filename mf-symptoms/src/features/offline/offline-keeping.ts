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
