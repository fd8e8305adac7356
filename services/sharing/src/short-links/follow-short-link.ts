import { isSameSitePath, shortCodeSchema } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import type * as schema from '../db/schema';
import type { SharingCaller } from './sharing-caller';
import { resolveShortLink, type ShortLinkTarget, type Visit } from './short-link-repository';

export const HOME_PATH = '/';

export interface FollowOptions {
  /** False for HEAD (link previews, crawlers) and for a client over its visit budget: the target is told without counting. */
  countClick: boolean;
  /** Who follows the link: the owner's own visits are neither clicks nor visits (so never conversions). */
  visitor: SharingCaller;
  /** What is recorded of the visit. */
  visit: Visit;
}

const isOwner = (link: ShortLinkTarget, visitor: SharingCaller) =>
  (visitor.userId !== undefined && link.sharedByUserId === visitor.userId) ||
  (visitor.guestKey !== undefined && link.sharedByGuestKey === visitor.guestKey);

export interface FollowedShortLink {
  /** A same-site path. */
  target: string;
  /** The visit recorded for someone else than the owner, if one was: its conversions are marked from it later. */
  visitId?: string;
}

/**
 * Where a short link sends the visitor. Unknown, malformed, revoked and expired codes and stored targets that
 * are not same-site paths all go home (spec §8: invalid short link → "/"), so a tampered row can never turn the
 * site into an open redirect. Only followed links count a click.
 */
export async function followShortLink(
  db: ServiceDatabase<typeof schema>,
  code: string,
  { countClick, visitor, visit }: FollowOptions,
): Promise<FollowedShortLink> {
  if (!shortCodeSchema.safeParse(code).success) return { target: HOME_PATH };
  const resolved = await resolveShortLink(db, code, (found) =>
    countClick && isSameSitePath(found.originalUrl) && !isOwner(found, visitor) ? visit : undefined,
  );
  if (!resolved || !isSameSitePath(resolved.link.originalUrl)) return { target: HOME_PATH };
  return { target: resolved.link.originalUrl, ...(resolved.visitId ? { visitId: resolved.visitId } : {}) };
}
