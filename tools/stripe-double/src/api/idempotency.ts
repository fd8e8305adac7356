/** How long a key's answer is kept, and how many keys at most (Stripe keeps them 24 hours). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const CAPACITY = 1_000;

interface Saved {
  request: string;
  status: number;
  body: unknown;
  savedAt: number;
}

/**
 * Idempotency keys as Stripe honours them: a POST repeated with the same key (the SDK sends one with every
 * POST and reuses it when it retries) gets the first answer again instead of creating a second object.
 * Only successful answers are kept, so a refused request can be corrected and sent again with its key.
 */
export function idempotencyCache(now: () => number = Date.now) {
  const saved = new Map<string, Saved>();
  return {
    /** The saved answer, `mismatch` when the key was used for another request, or undefined when unknown. */
    lookup(key: string, request: string): Saved | 'mismatch' | undefined {
      const found = saved.get(key);
      if (!found || now() - found.savedAt > KEEP_MS) return undefined;
      return found.request === request ? found : 'mismatch';
    },
    save(key: string, request: string, status: number, body: unknown): void {
      saved.set(key, { request, status, body: structuredClone(body), savedAt: now() });
      for (const oldest of saved.keys()) {
        if (saved.size <= CAPACITY) break;
        saved.delete(oldest);
      }
    },
  };
}
