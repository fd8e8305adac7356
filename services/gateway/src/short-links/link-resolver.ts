import { shortCodeSchema, type ShortLinkTarget } from '@app/contracts';
import type { CachedLink, ShortLinkCache } from './short-link-cache';
import type { SharingLinks } from './sharing-links';

/**
 * How long a looked-up link is kept at most. The revocation feed drops a revoked link within about a second; this
 * bounds how long one is still followed should the feed be unreadable meanwhile.
 */
export const LINK_TTL_MS = 30_000;
/** A code without a link (a typo, a guess) is asked for again after this long. */
export const MISSING_LINK_TTL_MS = 10_000;

export interface LinkResolver {
  /** The link to follow now, or null: the visitor goes home. Throws when the link is not cached and sharing cannot tell. */
  resolve(code: string): Promise<ShortLinkTarget | null>;
}

/**
 * Links from the cache, looked up in sharing on a miss (one lookup per code at a time, however many visitors
 * wait for it). A link is kept until its expiry at the latest and never followed after it, whatever the cache holds.
 */
export function linkResolver({
  cache,
  sharing,
  now = Date.now,
}: {
  cache: ShortLinkCache;
  sharing: Pick<SharingLinks, 'lookup'>;
  now?: () => number;
}): LinkResolver {
  const lookups = new Map<string, Promise<CachedLink>>();
  const expired = (link: ShortLinkTarget) => link.expiresAt !== null && Date.parse(link.expiresAt) <= now();

  async function lookUp(code: string): Promise<CachedLink> {
    const link = await sharing.lookup(code);
    const ttlMs =
      link === null ? MISSING_LINK_TTL_MS : Math.min(LINK_TTL_MS, link.expiresAt === null ? Infinity : Date.parse(link.expiresAt) - now());
    if (ttlMs > 0) await cache.set(code, link, ttlMs);
    return link;
  }

  return {
    resolve: async (code) => {
      if (!shortCodeSchema.safeParse(code).success) return null;
      let link = await cache.get(code);
      if (link === undefined) {
        let pending = lookups.get(code);
        if (!pending) {
          pending = lookUp(code).finally(() => lookups.delete(code));
          lookups.set(code, pending);
        }
        link = await pending;
      }
      return link && !expired(link) ? link : null;
    },
  };
}
