import type { ServiceData } from '@app/contracts';
import { storedRows, type OutboxDatabase } from '@app/service-kit';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { referralLinks, referrals, sharedLinkVisits, sharingStats, shortLinks } from '../db/schema';
import { recordRevocations } from '../short-links/short-link-revocations';

async function sharesOf(db: OutboxDatabase, userId: string) {
  return db
    .select()
    .from(sharingStats)
    .where(or(eq(sharingStats.userId, userId), eq(sharingStats.sharedByUserId, userId)))
    .orderBy(asc(sharingStats.createdAt));
}

/**
 * The user's shares with their short links and visits, referral links, and referrals both ways. What
 * belongs to other people stays out: visitors' addresses and browsers, and the other side's user id.
 */
export async function sharingExport(db: OutboxDatabase, userId: string): Promise<ServiceData> {
  const shares = await sharesOf(db, userId);
  const shareIds = shares.map((share) => share.id);
  const [links, visits] =
    shareIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(shortLinks).where(inArray(shortLinks.shareId, shareIds)).orderBy(asc(shortLinks.createdAt)),
          db
            .select({
              id: sharedLinkVisits.id,
              sharingStatId: sharedLinkVisits.sharingStatId,
              referrerUrl: sharedLinkVisits.referrerUrl,
              convertedToRegistration: sharedLinkVisits.convertedToRegistration,
              convertedToAnalysis: sharedLinkVisits.convertedToAnalysis,
              createdAt: sharedLinkVisits.createdAt,
            })
            .from(sharedLinkVisits)
            .where(inArray(sharedLinkVisits.sharingStatId, shareIds))
            .orderBy(asc(sharedLinkVisits.createdAt)),
        ]);
  const referralColumns = {
    id: referrals.id,
    referralCode: referrals.referralCode,
    status: referrals.status,
    utmSource: referrals.utmSource,
    utmMedium: referrals.utmMedium,
    utmCampaign: referrals.utmCampaign,
    registeredAt: referrals.registeredAt,
    completedAnalysisAt: referrals.completedAnalysisAt,
    createdAt: referrals.createdAt,
  };
  const [ownLinks, made, received] = await Promise.all([
    db.select().from(referralLinks).where(eq(referralLinks.userId, userId)).orderBy(asc(referralLinks.createdAt)),
    db
      .select({ ...referralColumns, referrerUserId: referrals.referrerUserId })
      .from(referrals)
      .where(eq(referrals.referrerUserId, userId))
      .orderBy(asc(referrals.createdAt)),
    db
      .select({
        ...referralColumns,
        referredUserId: referrals.referredUserId,
        visitorIp: referrals.visitorIp,
        visitorUserAgent: referrals.visitorUserAgent,
      })
      .from(referrals)
      .where(eq(referrals.referredUserId, userId))
      .orderBy(asc(referrals.createdAt)),
  ]);
  return {
    sharing_stats: storedRows(sharingStats, shares),
    short_links: storedRows(shortLinks, links),
    shared_link_visits: storedRows(sharedLinkVisits, visits),
    referral_links: storedRows(referralLinks, ownLinks),
    referrals_as_referrer: storedRows(referrals, made),
    referrals_as_referred: storedRows(referrals, received),
  };
}

/**
 * user.deleted: the user's shares (their short links, put on the revocation feed, and visits with them), referral links and the
 * referrals they made. A referral that brought the user in stays the referrer's, without the user in it.
 */
export async function deleteSharingUserData(db: OutboxDatabase, userId: string): Promise<void> {
  const shareIds = (await sharesOf(db, userId)).map((share) => share.id);
  if (shareIds.length > 0) {
    const deleted = await db.delete(shortLinks).where(inArray(shortLinks.shareId, shareIds)).returning({ code: shortLinks.shortCode });
    await recordRevocations(
      db,
      deleted.map((link) => link.code),
    );
    // shared_link_visits: ON DELETE CASCADE.
    await db.delete(sharingStats).where(inArray(sharingStats.id, shareIds));
  }
  await db.delete(referralLinks).where(eq(referralLinks.userId, userId));
  await db.delete(referrals).where(eq(referrals.referrerUserId, userId));
  await db
    .update(referrals)
    .set({ referredUserId: null, visitorIp: null, visitorUserAgent: null })
    .where(eq(referrals.referredUserId, userId));
}
