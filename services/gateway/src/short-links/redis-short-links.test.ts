import { randomUUID } from 'node:crypto';
import type { ShortLinkClick, ShortLinkTarget } from '@app/contracts';
import { openRedis, type RedisClient } from '@app/service-kit';
import { testRedisUrl } from '@app/service-kit/testing';
import pino from 'pino';
import { clickFlusher } from './click-flusher';
import { linkResolver } from './link-resolver';
import { CLICK_STREAM, redisClickStream } from './redis-click-stream';
import { revocationFeed } from './revocation-feed';
import { redisShortLinkCache } from './short-link-cache';
import type { SharingLinks } from './sharing-links';

const redisUrl = testRedisUrl();
const silent = pino({ level: 'silent' });

const aLink = (code: string): ShortLinkTarget => ({
  code,
  target: `/pt/analise-compartilhada/${code}`,
  expiresAt: null,
  recordsVisits: true,
  sharedByUserId: null,
  sharedByGuestKey: null,
});

const aClick = (): ShortLinkClick => ({
  id: randomUUID(),
  code: 'Strm01',
  at: new Date().toISOString(),
  ipAddress: null,
  userAgent: null,
  referrerUrl: null,
});

(redisUrl ? describe : describe.skip)('short links shared by gateway replicas through Redis', () => {
  const clients: RedisClient[] = [];
  /** A replica's own connection, on a database of its own so a developer's site keeps its keys. */
  async function connection(): Promise<RedisClient> {
    const redis = openRedis(`${redisUrl}/14`, () => {});
    await redis.connect();
    clients.push(redis);
    return redis;
  }
  beforeAll(async () => {
    await (await connection()).flushdb();
  });
  afterAll(async () => {
    await Promise.all(clients.map((redis) => redis.quit()));
  });

  it('one lookup serves every replica, and a revocation read by any replica stops the link for all', async () => {
    const revoked: string[] = [];
    let lookups = 0;
    const sharing: SharingLinks = {
      lookup: async (code) => {
        lookups += 1;
        return revoked.includes(code) ? null : aLink(code);
      },
      revocationsSince: async (since) => ({ codes: since ? revoked : [], until: new Date().toISOString(), complete: true }),
      recordClicks: async () => ({ recorded: 0, skipped: 0 }),
    };
    const [cacheA, cacheB] = [redisShortLinkCache(await connection(), () => {}), redisShortLinkCache(await connection(), () => {})];
    const [replicaA, replicaB] = [linkResolver({ cache: cacheA, sharing }), linkResolver({ cache: cacheB, sharing })];

    expect(await replicaA.resolve('Share1')).toEqual(aLink('Share1'));
    expect(await replicaB.resolve('Share1')).toEqual(aLink('Share1'));
    expect(lookups).toBe(1);

    revoked.push('Share1');
    const feedOfA = revocationFeed({ sharing, cache: cacheA, logger: silent, intervalMs: 60_000 });
    await feedOfA.poll();
    await feedOfA.poll();
    feedOfA.stop();
    expect(await replicaB.resolve('Share1')).toBeNull();
  });

  it('counts each click once whichever replica flushes it, taking over what a stopped replica left', async () => {
    const counted = new Set<string>();
    const sharing: Pick<SharingLinks, 'recordClicks'> = {
      recordClicks: async (clicks) => {
        for (const click of clicks) counted.add(click.id);
        return { recorded: clicks.length, skipped: 0 };
      },
    };
    const stopped = redisClickStream(await connection(), { consumer: 'replica-a' });
    const clicks = Array.from({ length: 30 }, () => aClick());
    for (const click of clicks) await stopped.add(click);
    // Replica A takes a batch and dies before sending it: it stays pending under A.
    expect((await stopped.next(10))?.clicks).toHaveLength(10);

    const survivor = redisClickStream(await connection(), { consumer: 'replica-b', abandonedAfterMs: 0 });
    const flusher = clickFlusher({ queues: [survivor], sharing, logger: silent });
    await flusher.drained();
    await flusher.stop();

    expect(counted).toEqual(new Set(clicks.map((click) => click.id)));
    expect(await clients[0]!.xlen(CLICK_STREAM)).toBe(0);
  });
});
