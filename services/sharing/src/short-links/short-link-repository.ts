import { isSameSitePath, shortCodeSchema, type ShareSnapshot, type ShareType, type ShortLinkTarget } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { SharingCaller } from './sharing-caller';
import { storeUniqueShortCode } from './short-code';
import { recordRevocations } from './short-link-revocations';

type SharingDatabase = ServiceDatabase<typeof schema>;
const { shortLinks, sharingStats, sharedLinkVisits } = schema;

/** A link that still works: not revoked and not past its expiry. */
const active = () => and(isNull(shortLinks.revokedAt), or(isNull(shortLinks.expiresAt), gt(shortLinks.expiresAt, sql`now()`)));

/** The shares the caller made, as a signed-in user or through their guest cookie. */
export function sharedBy(caller: SharingCaller): SQL {
  const conditions = [
    ...(caller.userId ? [eq(sharingStats.sharedByUserId, caller.userId)] : []),
    ...(caller.guestKey ? [eq(sharingStats.sharedByGuestKey, caller.guestKey)] : []),
  ];
  return or(...conditions) ?? sql`false`;
}

export interface NewShare {
  analysisId: string;
  shareType: ShareType;
  owner: { userId: string } | { guestKey: string };
  snapshot: ShareSnapshot;
  expiresAt: Date | null;
  /** The redirect target of the code, once known. */
  targetOf: (code: string, shareId: string) => string;
}

/** The share and its short link, together or not at all; the code is unique (spec §9 retries). */
export async function insertShare(db: SharingDatabase, share: NewShare): Promise<string> {
  return db.transaction(async (tx) => {
    const sharer = 'userId' in share.owner ? share.owner.userId : null;
    const [stat] = await tx
      .insert(sharingStats)
      .values({
        userId: sharer,
        sharedByUserId: sharer,
        sharedByGuestKey: 'guestKey' in share.owner ? share.owner.guestKey : null,
        analysisId: share.analysisId,
        shareType: share.shareType,
        snapshot: share.snapshot,
      })
      .returning({ id: sharingStats.id });
    return insertShortLink(tx, (code) => ({ originalUrl: share.targetOf(code, stat!.id), shareId: stat!.id, expiresAt: share.expiresAt }));
  });
}

/** Inserts a short link under a fresh unique code; a colliding code is skipped (ON CONFLICT DO NOTHING), not an error. */
export async function insertShortLink(
  db: Pick<SharingDatabase, 'insert'>,
  values: (code: string) => { originalUrl: string; shareId: string | null; expiresAt: Date | null },
): Promise<string> {
  return storeUniqueShortCode(async (code) => {
    const stored = await db
      .insert(shortLinks)
      .values({ shortCode: code, ...values(code) })
      .onConflictDoNothing({ target: shortLinks.shortCode })
      .returning({ id: shortLinks.id });
    return stored.length === 1;
  });
}

/** The link of the code while it works (spec §8: unknown, revoked, expired, or a target off this site: none). */
export async function shortLinkTarget(db: SharingDatabase, shortCode: string): Promise<ShortLinkTarget | undefined> {
  if (!shortCodeSchema.safeParse(shortCode).success) return undefined;
  const [row] = await db
    .select({
      target: shortLinks.originalUrl,
      expiresAt: shortLinks.expiresAt,
      shareId: shortLinks.shareId,
      sharedByUserId: sharingStats.sharedByUserId,
      sharedByGuestKey: sharingStats.sharedByGuestKey,
    })
    .from(shortLinks)
    .leftJoin(sharingStats, eq(sharingStats.id, shortLinks.shareId))
    .where(and(eq(shortLinks.shortCode, shortCode), active()));
  // A tampered row must never turn the site into an open redirect.
  if (!row || !isSameSitePath(row.target)) return undefined;
  return {
    code: shortCode,
    target: row.target,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    recordsVisits: row.shareId !== null,
    sharedByUserId: row.sharedByUserId ?? null,
    sharedByGuestKey: row.sharedByGuestKey ?? null,
  };
}

/** The snapshot behind an active link, if it has one. */
export async function activeSnapshot(db: SharingDatabase, shortCode: string): Promise<unknown> {
  const [row] = await db
    .select({ snapshot: sharingStats.snapshot })
    .from(shortLinks)
    .innerJoin(sharingStats, eq(sharingStats.id, shortLinks.shareId))
    .where(and(eq(shortLinks.shortCode, shortCode), active()));
  return row?.snapshot ?? undefined;
}

/** The caller's links, newest first, with their counters (visits and conversions from shared_link_visits). */
export async function linksSharedBy(db: SharingDatabase, caller: SharingCaller) {
  const visitsOf = (condition?: SQL) =>
    sql<number>`(select count(*)::int from ${sharedLinkVisits} where ${sharedLinkVisits.sharingStatId} = ${sharingStats.id}${
      condition ? sql` and ${condition}` : sql``
    })`;
  return db
    .select({
      code: shortLinks.shortCode,
      analysisId: sharingStats.analysisId,
      createdAt: shortLinks.createdAt,
      expiresAt: shortLinks.expiresAt,
      revokedAt: shortLinks.revokedAt,
      clicks: shortLinks.clicks,
      visits: visitsOf(),
      registrations: visitsOf(eq(sharedLinkVisits.convertedToRegistration, true)),
      analyses: visitsOf(eq(sharedLinkVisits.convertedToAnalysis, true)),
    })
    .from(shortLinks)
    .innerJoin(sharingStats, eq(sharingStats.id, shortLinks.shareId))
    .where(sharedBy(caller))
    .orderBy(desc(shortLinks.createdAt), desc(shortLinks.id));
}

/** Revokes the caller's link, puts it on the revocation feed and drops its snapshot (the shared page is gone); false when it is not theirs. */
export async function revokeLink(db: SharingDatabase, caller: SharingCaller, shortCode: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: shortLinks.id, shareId: shortLinks.shareId })
      .from(shortLinks)
      .innerJoin(sharingStats, eq(sharingStats.id, shortLinks.shareId))
      .where(and(eq(shortLinks.shortCode, shortCode), sharedBy(caller)));
    if (!link) return false;
    await tx
      .update(shortLinks)
      .set({ revokedAt: sql`coalesce(${shortLinks.revokedAt}, now())` })
      .where(eq(shortLinks.id, link.id));
    await tx.update(sharingStats).set({ snapshot: null }).where(eq(sharingStats.id, link.shareId!));
    await recordRevocations(tx, [shortCode]);
    return true;
  });
}

/** Whose referral code a signed-in sharer's links carry as `ref`: their active one, if any. */
export async function activeReferralCode(db: SharingDatabase, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: schema.referralLinks.referralCode })
    .from(schema.referralLinks)
    .where(and(eq(schema.referralLinks.userId, userId), eq(schema.referralLinks.isActive, true)))
    .orderBy(desc(schema.referralLinks.createdAt))
    .limit(1);
  return row?.code;
}
