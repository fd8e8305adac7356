import type { ShortLinkTarget } from '@app/contracts';
import type { RedisClient } from '@app/service-kit';

/** A link as cached: the link, or null for a code that has none (it leads home). */
export type CachedLink = ShortLinkTarget | null;

/**
 * Where the gateway keeps the links it looked up. `get` answers undefined for a code it does not hold. Entries
 * leave by themselves after their time; `drop` removes revoked codes at once.
 */
export interface ShortLinkCache {
  get(code: string): Promise<CachedLink | undefined>;
  set(code: string, link: CachedLink, ttlMs: number): Promise<void>;
  drop(codes: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

/** The most links one gateway keeps in its memory; the oldest go first. */
export const MEMORY_CACHE_ENTRIES = 50_000;

/** In the gateway's own memory: each replica fills its own, and drops revoked codes from the feed it reads. */
export function memoryShortLinkCache({ maxEntries = MEMORY_CACHE_ENTRIES, now = Date.now } = {}): ShortLinkCache {
  const entries = new Map<string, { link: CachedLink; until: number }>();
  return {
    get: async (code) => {
      const entry = entries.get(code);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.link;
      entries.delete(code);
      return undefined;
    },
    set: async (code, link, ttlMs) => {
      entries.delete(code);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(code, { link, until: now() + ttlMs });
    },
    drop: async (codes) => {
      for (const code of codes) entries.delete(code);
    },
    clear: async () => {
      entries.clear();
    },
  };
}

const KEY_PREFIX = 'gateway:short-link:';

/**
 * In Redis (`REDIS_URL`), shared by every replica: a link looked up by one serves all. A failing read is a miss
 * (the link is looked up again); a failing drop throws, so the feed's reader asks for those codes again.
 */
export function redisShortLinkCache(redis: RedisClient, onError: (error: unknown) => void): ShortLinkCache {
  return {
    get: async (code) => {
      try {
        const stored = await redis.get(KEY_PREFIX + code);
        return stored === null ? undefined : (JSON.parse(stored) as CachedLink);
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    set: async (code, link, ttlMs) => {
      await redis.set(KEY_PREFIX + code, JSON.stringify(link), 'PX', Math.max(1, Math.round(ttlMs))).catch(onError);
    },
    drop: async (codes) => {
      if (codes.length > 0) await redis.unlink(...codes.map((code) => KEY_PREFIX + code));
    },
    clear: async () => {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${KEY_PREFIX}*`, 'COUNT', 1000);
        if (keys.length > 0) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}
