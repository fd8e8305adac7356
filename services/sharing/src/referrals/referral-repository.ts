import { referralStatusValueSchema, type RecordedReferral, type ReferralVisitInput } from '@app/contracts';
import type { OutboxDatabase, ServiceDatabase } from '@app/service-kit';
import { and, count, eq, lte } from 'drizzle-orm';
import * as schema from '../db/schema';
import { randomReferralCode } from './referral-code';

type SharingDatabase = ServiceDatabase<typeof schema>;
const { referralLinks, referrals } = schema;

/** Fresh codes tried when one is already taken by someone else, before giving up. */
const CODE_ATTEMPTS = 10;

/**
 * The user's referral code, made on the first ask. The unique index on user_id makes concurrent first asks
 * agree: one insert wins, the others do nothing and read the winner's row on their next turn.
 */
export async function referralCodeOf(db: SharingDatabase, userId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const [existing] = await db.select({ code: referralLinks.referralCode }).from(referralLinks).where(eq(referralLinks.userId, userId));
    if (existing) return existing.code;
    const [stored] = await db
      .insert(referralLinks)
      .values({ userId, referralCode: randomReferralCode() })
      .onConflictDoNothing()
      .returning({ code: referralLinks.referralCode });
    if (stored) return stored.code;
  }
  throw new Error('no referral code could be stored');
}

/** Spec §5: a referral code is valid only if it matches an active referral link; its owner, then. */
export async function activeReferrer(db: SharingDatabase, code: string): Promise<string | undefined> {
  const [link] = await db
    .select({ userId: referralLinks.userId })
    .from(referralLinks)
    .where(and(eq(referralLinks.referralCode, code), eq(referralLinks.isActive, true)));
  return link?.userId;
}

/** Referred friends of the user who completed their first analysis. */
export async function completedReferrals(db: SharingDatabase, referrerUserId: string): Promise<number> {
  const [row] = await db
    .select({ completed: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerUserId, referrerUserId), eq(referrals.status, 'completed_analysis')));
  return row?.completed ?? 0;
}

export interface ReferralVisit extends ReferralVisitInput {
  referrerUserId: string;
  visitorIp: string | null;
  visitorUserAgent: string | null;
}

/** Spec §4 "visited": someone opened the referral link; nobody is referred by it yet. */
export async function recordReferralVisit(db: SharingDatabase, visit: ReferralVisit): Promise<void> {
  await db.insert(referrals).values({
    referralCode: visit.code,
    referrerUserId: visit.referrerUserId,
    status: 'visited',
    visitorIp: visit.visitorIp,
    visitorUserAgent: visit.visitorUserAgent,
    utmSource: visit.utmSource ?? null,
    utmMedium: visit.utmMedium ?? null,
    utmCampaign: visit.utmCampaign ?? null,
  });
}

const referralOf = async (db: SharingDatabase, referredUserId: string) =>
  (await db.select({ status: referrals.status }).from(referrals).where(eq(referrals.referredUserId, referredUserId)))[0];

/**
 * Records that the user was referred with the code (status registered), unless they already were, by any code:
 * then their referral is left as it is and `created` is false. The unique index on referred_user_id settles a
 * race between two first records: the loser inserts nothing and reads the winner's row.
 */
export async function recordReferral(
  db: SharingDatabase,
  { code, referrerUserId, referredUserId }: { code: string; referrerUserId: string; referredUserId: string },
): Promise<RecordedReferral & { created: boolean }> {
  const existing = await referralOf(db, referredUserId);
  if (existing) return { status: referralStatusValueSchema.parse(existing.status), created: false };
  const [stored] = await db
    .insert(referrals)
    .values({ referralCode: code, referrerUserId, referredUserId, status: 'registered', registeredAt: new Date() })
    .onConflictDoNothing()
    .returning({ status: referrals.status });
  if (stored) return { status: 'registered', created: true };
  const winner = await referralOf(db, referredUserId);
  return { status: referralStatusValueSchema.parse(winner?.status), created: false };
}

/**
 * analysis.created: the referred user's first analysis since the referral was recorded completes it; later ones
 * change nothing, and neither does one made before (its event may arrive late, behind the referral).
 */
export async function completeReferral(db: OutboxDatabase, referredUserId: string, at: Date): Promise<void> {
  await db
    .update(referrals)
    .set({ status: 'completed_analysis', completedAnalysisAt: at })
    .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, 'registered'), lte(referrals.registeredAt, at)));
}
