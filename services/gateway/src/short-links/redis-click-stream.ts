import { hostname } from 'node:os';
import { shortLinkClickSchema, type ShortLinkClick } from '@app/contracts';
import type { RedisClient } from '@app/service-kit';
import type { ClickBatch, ClickQueue } from './click-queue';

export const CLICK_STREAM = 'gateway:short-link-clicks';
const GROUP = 'sharing-flushers';
/** Clicks a replica took but did not acknowledge this long (it died) are taken over by another. */
export const ABANDONED_AFTER_MS = 30_000;

type StreamEntry = [id: string, fields: string[]];

/**
 * The clicks queue in a Redis stream (`REDIS_URL`), shared by the replicas: any replica flushes any replica's
 * clicks, and a replica's disk holds none, so none is lost with a pod. The replicas read it as one consumer group:
 * each entry goes to one of them, stays pending until acknowledged, and is taken over from a replica that stopped.
 * `add` rejects while Redis is away; the caller keeps the click in its journal instead.
 */
export function redisClickStream(
  redis: RedisClient,
  { consumer = `${hostname()}-${process.pid}`, abandonedAfterMs = ABANDONED_AFTER_MS } = {},
): ClickQueue {
  let group: Promise<unknown> | undefined;
  const ensureGroup = () =>
    (group ??= redis.xgroup('CREATE', CLICK_STREAM, GROUP, '0', 'MKSTREAM').catch((error: Error) => {
      if (!error.message.includes('BUSYGROUP')) {
        group = undefined;
        throw error;
      }
    }));

  const batchOf = (entries: StreamEntry[]): ClickBatch | undefined => {
    if (entries.length === 0) return undefined;
    const clicks = entries.flatMap(([, fields]) => {
      const parsed = shortLinkClickSchema.safeParse(safeJson(fields[1]));
      return parsed.success ? [parsed.data] : [];
    });
    const ids = entries.map(([id]) => id);
    return {
      clicks,
      ack: async () => {
        await redis
          .multi()
          .xack(CLICK_STREAM, GROUP, ...ids)
          .xdel(CLICK_STREAM, ...ids)
          .exec();
      },
    };
  };

  return {
    add: async (click: ShortLinkClick) => {
      await redis.xadd(CLICK_STREAM, '*', 'click', JSON.stringify(click));
    },
    next: async (max) => {
      await ensureGroup();
      // First what this replica took and has not acknowledged (a failed send), then what a stopped replica left, then new clicks.
      const own = (await redis.xreadgroup('GROUP', GROUP, consumer, 'COUNT', max, 'STREAMS', CLICK_STREAM, '0')) as Array<
        [string, StreamEntry[]]
      > | null;
      const mine = batchOf(own?.[0]?.[1] ?? []);
      if (mine) return mine;
      const [, abandoned] = (await redis.xautoclaim(CLICK_STREAM, GROUP, consumer, abandonedAfterMs, '0', 'COUNT', max)) as [
        string,
        StreamEntry[],
      ];
      const taken = batchOf(abandoned);
      if (taken) return taken;
      const fresh = (await redis.xreadgroup('GROUP', GROUP, consumer, 'COUNT', max, 'STREAMS', CLICK_STREAM, '>')) as Array<
        [string, StreamEntry[]]
      > | null;
      return batchOf(fresh?.[0]?.[1] ?? []);
    },
    close: async () => {},
  };
}

function safeJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
