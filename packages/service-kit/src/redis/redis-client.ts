import { Redis } from 'ioredis';

export type RedisClient = Redis;

/**
 * A connection to `REDIS_URL` that fails a command at once while Redis is away instead of queueing it, so a
 * request never waits on it: callers fall back to what they can do alone. Connect it with `connect()`.
 */
export function openRedis(url: string, onError: (error: Error) => void): RedisClient {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  redis.on('error', onError);
  return redis;
}
