import type { ShareSnapshot, ShareType } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { SharingCaller } from './sharing-caller';
import { storeUniqueShortCode } from './short-code';

type SharingDatabase = ServiceDatabase<typeof schema>;
const { shortLinks, sharingStats, sharedLinkVisits } = schema;

export interface ShortLinkTarget {
  id: string;
  originalUrl: string;
  shareId: string | null;
  sharedByUserId: string | null;
  sharedByGuestKey: string | null;
}

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

export interface Visit {
  ipAddress: string | null;
  userAgent: string | null;
  referrerUrl: string | null;
}

export interface ResolvedShortLink {
  link: ShortLinkTarget;
  /** The id of the visit recorded, when one was (the share-visit cookie carries it). */
  visitId?: string;
}

/**
 * The active link of the code. When `decide` says the visit counts, the link's clicks and its share's
 * link_clicks are incremented and a visit recorded, in one transaction with the link row locked, so concurrent
 * visits are each counted exactly once.
 */
export async function resolveShortLink(
  db: SharingDatabase,
  shortCode: string,
  decide: (link: ShortLinkTarget) => Visit | undefined,
): Promise<ResolvedShortLink | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: shortLinks.id, originalUrl: shortLinks.originalUrl, shareId: shortLinks.shareId })
      .from(shortLinks)
      .where(and(eq(shortLinks.shortCode, shortCode), active()))
      .for('update');
    if (!locked) return undefined;
    const [sharer] = locked.shareId
      ? await tx
          .select({ sharedByUserId: sharingStats.sharedByUserId, sharedByGuestKey: sharingStats.sharedByGuestKey })
          .from(sharingStats)
          .where(eq(sharingStats.id, locked.shareId))
      : [];
    const link: ShortLinkTarget = {
      ...locked,
      sharedByUserId: sharer?.sharedByUserId ?? null,
      sharedByGuestKey: sharer?.sharedByGuestKey ?? null,
    };
    const visit = decide(link);
    if (!visit) return { link };
    await tx
      .update(shortLinks)
      .set({ clicks: sql`${shortLinks.clicks} + 1` })
      .where(eq(shortLinks.id, link.id));
    if (link.shareId) {
      await tx
        .update(sharingStats)
        .set({ linkClicks: sql`${sharingStats.linkClicks} + 1` })
        .where(eq(sharingStats.id, link.shareId));
      const [recorded] = await tx
        .insert(sharedLinkVisits)
        .values({
          sharingStatId: link.shareId,
          visitorIpAddress: visit.ipAddress,
          visitorUserAgent: visit.userAgent,
          referrerUrl: visit.referrerUrl,
        })
        .returning({ id: sharedLinkVisits.id });
      return { link, visitId: recorded!.id };
    }
    return { link };
  });
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

/** Revokes the caller's link and drops its snapshot (the shared page is gone); false when it is not theirs. */
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
