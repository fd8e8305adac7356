import {
  SHARE_UTM,
  SHORT_LINK_LIFETIME_MS,
  sharedResultPath,
  type CreatedShortLink,
  type ShareType,
  type ShortLinkLifetime,
} from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import type * as schema from '../db/schema';
import type { SharingCaller } from './sharing-caller';
import { activeReferralCode, insertShare, type NewShare } from './short-link-repository';
import type { ShareSnapshotSource } from './symptoms-snapshot-client';

export interface CreateShortLinkDeps {
  db: ServiceDatabase<typeof schema>;
  snapshots: ShareSnapshotSource;
  /** The site's origin the short URL is built on. */
  site: string;
  now?: () => Date;
}

/**
 * Shares the caller's analysis: symptoms confirms the owner and hands out the result, which is kept with the
 * share; the link redirects to the shared-result page in the analysis's language with the tracking parameters.
 */
export async function createShortLink(
  { db, snapshots, site, now = () => new Date() }: CreateShortLinkDeps,
  caller: SharingCaller,
  { analysisId, expiresIn, shareType }: { analysisId: string; expiresIn: ShortLinkLifetime; shareType: ShareType },
): Promise<CreatedShortLink> {
  const { snapshot, ownedBy } = await snapshots(analysisId, caller);
  const lifetime = SHORT_LINK_LIFETIME_MS[expiresIn];
  const expiresAt = lifetime === null ? null : new Date(now().getTime() + lifetime);
  const owner: NewShare['owner'] = ownedBy === 'user' && caller.userId ? { userId: caller.userId } : { guestKey: caller.guestKey! };
  const ref = 'userId' in owner ? await activeReferralCode(db, owner.userId) : undefined;
  const code = await insertShare(db, {
    analysisId,
    shareType,
    owner,
    snapshot,
    expiresAt,
    targetOf: (shortCode, shareId) => {
      const query = new URLSearchParams({
        ...SHARE_UTM,
        utm_content: shareType,
        share_id: shareId,
        ...(ref ? { ref } : {}),
        lang: snapshot.language,
      });
      return `${sharedResultPath(snapshot.language, shortCode)}?${query.toString()}`;
    },
  });
  return { code, url: shortUrl(site, code), expiresAt: expiresAt?.toISOString() ?? null };
}

export const shortUrl = (site: string, code: string): string => `${site.replace(/\/+$/, '')}/s/${code}`;
