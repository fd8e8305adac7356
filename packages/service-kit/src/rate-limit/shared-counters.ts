import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Hits of one key in its current window. */
export interface WindowCount {
  hits: number;
  resetsAt: Date;
}

/** A fixed-window count per key: a key's window opens at its first hit and lasts `windowMs`. */
export interface WindowCounter {
  hit(key: string): Promise<WindowCount>;
  /** Takes one hit back (a request that, in the end, does not count). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Counters every instance of a service shares (rate limits, lockouts): in the service's own database, or in
 * Redis when `REDIS_URL` is set. Each `name` is a separate set of keys.
 */
export interface SharedCounters {
  counter(name: string, windowMs: number): WindowCounter;
}

/** Where the counters live once the service has started. */
export interface CounterStore extends SharedCounters {
  close(): Promise<void>;
}

/** The one query call rate-limiter-flexible makes, answered by PGlite or a `pg` pool alike. */
export type SqlClient = { query(query: { text: string; values?: unknown[] }): Promise<{ rows: unknown[]; rowCount: number | null }> };

/** The library's own limit, never reached: callers compare the hits with theirs. */
export const UNJUDGED = Number.MAX_SAFE_INTEGER;

/**
 * What is stored instead of the key: its SHA-256. Keys are client addresses and user or guest ids, and the
 * store keeps neither (a deleted account leaves no row naming it), yet every instance finds the same count.
 */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

export function counterOver(limiter: Pick<RateLimiterAbstract, 'penalty' | 'reward' | 'delete'>): WindowCounter {
  return {
    // `penalty` adds a hit without judging it: the caller compares with its own limit (and sets headers).
    hit: async (key) => {
      const result = await limiter.penalty(storedKey(key), 1);
      return { hits: result.consumedPoints, resetsAt: new Date(Date.now() + Math.max(0, result.msBeforeNext)) };
    },
    undo: async (key) => {
      await limiter.reward(storedKey(key), 1);
    },
    reset: async (key) => {
      await limiter.delete(storedKey(key));
    },
  };
}

export function memoised(make: (name: string, windowMs: number) => WindowCounter): SharedCounters['counter'] {
  const made = new Map<string, WindowCounter>();
  return (name, windowMs) => {
    const id = `${name}/${windowMs}`;
    if (!made.has(id)) made.set(id, make(name, windowMs));
    return made.get(id)!;
  };
}

/** Counters in this process alone: each instance counts for itself (tests, or a part without a shared store). */
export function memoryCounters(): CounterStore {
  return {
    counter: memoised((name, windowMs) =>
      counterOver(new RateLimiterMemory({ keyPrefix: name, points: UNJUDGED, duration: windowMs / 1000 })),
    ),
    close: async () => {},
  };
}

/** Counters in the `rate_limits` table of the service's own schema (created here, not by its migrations). */
export async function databaseCounters(client: SqlClient, schemaName: string): Promise<CounterStore> {
  await client.query({ text: `create schema if not exists "${schemaName}"` }).catch(ignoreConcurrentCreation);
  await client
    .query({
      text: `create table if not exists "${schemaName}"."rate_limits" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    })
    .catch(ignoreConcurrentCreation);
  return {
    counter: memoised((name, windowMs) =>
      counterOver(
        new RateLimiterPostgres({
          storeClient: client,
          storeType: 'client',
          schemaName,
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix: name,
          points: UNJUDGED,
          duration: windowMs / 1000,
        }),
      ),
    ),
    close: async () => {},
  };
}

/** Two instances starting together may both try to create the table: the loser's error means it exists. */
function ignoreConcurrentCreation(error: { code?: string }) {
  if (error.code === '23505' || error.code === '42P07' || error.code === '42P06') return { rows: [], rowCount: 0 };
  throw error;
}

/**
 * Counters in Redis, under `<service>:<name>:` keys that expire with their window. While Redis is away each
 * instance counts in its own memory instead: the limits still hold per instance, and the site stays up.
 */
export async function redisCounters(url: string, service: string, onError: (error: Error) => void): Promise<CounterStore> {
  // Fail a request fast while Redis is away rather than queue it: the error handler answers it.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  redis.on('error', onError);
  await redis.connect();
  return {
    counter: memoised((name, windowMs) =>
      counterOver(
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${service}:${name}`,
          points: UNJUDGED,
          duration: windowMs / 1000,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${service}:${name}`, points: UNJUDGED, duration: windowMs / 1000 }),
        }),
      ),
    ),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Counters a service hands to its limiters while it defines its routes, before its database is open:
 * each call goes to the store `start()` attached.
 */
export function deferredCounters(service: string): SharedCounters & { attach(store: CounterStore | undefined): void } {
  let store: CounterStore | undefined;
  return {
    attach: (next) => {
      store = next;
    },
    counter: (name, windowMs) => {
      const current = () => {
        if (!store) throw new Error(`${service}: rate-limit counters used before start()`);
        return store.counter(name, windowMs);
      };
      return {
        hit: (key) => current().hit(key),
        undo: (key) => current().undo(key),
        reset: (key) => current().reset(key),
      };
    },
  };
}
