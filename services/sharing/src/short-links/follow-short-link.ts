import { randomUUID } from 'node:crypto';
import { isSharedBy, type ShortLinkClick } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import type * as schema from '../db/schema';
import { recordClicks } from './record-clicks';
import type { SharingCaller } from './sharing-caller';
import { shortLinkTarget } from './short-link-repository';

export const HOME_PATH = '/';

/** What is recorded of a visit. */
export type Visit = Pick<ShortLinkClick, 'ipAddress' | 'userAgent' | 'referrerUrl'>;

export interface FollowOptions {
  /** False for HEAD (link previews, crawlers) and for a client over its visit budget: the target is told without counting. */
  countClick: boolean;
  /** Who follows the link: the owner's own visits are neither clicks nor visits (so never conversions). */
  visitor: SharingCaller;
  visit: Visit;
}

export interface FollowedShortLink {
  /** A same-site path. */
  target: string;
  /** The visit recorded for someone else than the owner, if one was: its conversions are marked from it later. */
  visitId?: string;
}

/**
 * Where a short link sends the visitor, counting the click as the gateway's queue does (`recordClicks`). Unknown,
 * malformed, revoked and expired codes and stored targets that are not same-site paths all go home (spec §8:
 * invalid short link → "/"), so a tampered row can never turn the site into an open redirect.
 */
export async function followShortLink(
  db: ServiceDatabase<typeof schema>,
  code: string,
  { countClick, visitor, visit }: FollowOptions,
): Promise<FollowedShortLink> {
  const link = await shortLinkTarget(db, code);
  if (!link) return { target: HOME_PATH };
  if (!countClick || isSharedBy(link, visitor)) return { target: link.target };
  const id = randomUUID();
  await recordClicks(db, [{ id, code: link.code, at: new Date().toISOString(), ...visit }]);
  return { target: link.target, ...(link.recordsVisits ? { visitId: id } : {}) };
}
