import { SHARE_VISIT_LIFETIME_MS } from '@app/contracts';
import type { OutboxDatabase } from '@app/service-kit';
import { and, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { shareConversionClaims, sharedLinkVisits, sharingStats } from '../db/schema';

export type ShareConversion = 'registration' | 'analysis';

export interface ConversionClaim {
  /** The share-visit cookie as the browser sent it (forwarded in the event): a visit id, or anything at all. */
  shareVisit: string | null | undefined;
  conversion: ShareConversion;
  /** Who converted (null: a guest's analysis). */
  userId: string | null;
  /** When it happened (the event's time, not its delivery's). */
  at: Date;
}

const visitIdSchema = z.uuid();

/**
 * Serialises, per visit, the claims of conversions and the recording of the visit (on PostgreSQL they may run in two
 * transactions at once, each unable to see the other's row): taken in one order, so two batches never wait crosswise.
 */
export async function lockVisits(db: OutboxDatabase, visitIds: readonly string[]): Promise<void> {
  if (visitIds.length === 0) return;
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(id, 0))
        from (select distinct id from jsonb_array_elements_text(${JSON.stringify(visitIds)}::jsonb) as ids(id) order by id) as ordered`,
  );
}

/**
 * Marks the conversion on the visit the cookie names and on its share. Only the visit id is taken from the
 * client, and it is a random uuid sharing handed out itself: anything else, an unknown id, or a visit older than
 * the cookie's lifetime is ignored. The share's owner converting through their own share is not a conversion.
 * A visit not recorded yet (the gateway counts it a moment after the redirect) keeps the claim until it is
 * (`applyConversionClaims`); call it inside a transaction.
 */
export async function markShareConversion(db: OutboxDatabase, { shareVisit, conversion, userId, at }: ConversionClaim): Promise<void> {
  const visitId = visitIdSchema.safeParse(shareVisit);
  if (!visitId.success) return;
  await lockVisits(db, [visitId.data]);
  const notOwnShare = userId
    ? [
        notInArray(
          sharedLinkVisits.sharingStatId,
          db.select({ id: sharingStats.id }).from(sharingStats).where(eq(sharingStats.sharedByUserId, userId)),
        ),
      ]
    : [];
  const [visit] = await db
    .update(sharedLinkVisits)
    .set(conversion === 'registration' ? { convertedToRegistration: true } : { convertedToAnalysis: true })
    .where(
      and(
        eq(sharedLinkVisits.id, visitId.data),
        gt(sharedLinkVisits.createdAt, new Date(at.getTime() - SHARE_VISIT_LIFETIME_MS)),
        ...notOwnShare,
      ),
    )
    .returning({ shareId: sharedLinkVisits.sharingStatId });
  if (!visit) {
    await claimUntilVisited(db, { visitId: visitId.data, conversion, userId, at });
    return;
  }
  await db
    .update(sharingStats)
    .set(conversion === 'registration' ? { conversionRegistered: true } : { conversionAnalysisCompleted: true })
    .where(eq(sharingStats.id, visit.shareId));
}

/** How long a claim waits for its visit: a visit is counted within seconds, or after an outage of sharing. */
const CLAIM_KEPT = sql`interval '1 day'`;

async function claimUntilVisited(
  db: OutboxDatabase,
  { visitId, conversion, userId, at }: { visitId: string; conversion: ShareConversion; userId: string | null; at: Date },
): Promise<void> {
  const [recorded] = await db.select({ id: sharedLinkVisits.id }).from(sharedLinkVisits).where(eq(sharedLinkVisits.id, visitId));
  if (recorded) return;
  await db.delete(shareConversionClaims).where(lt(shareConversionClaims.claimedAt, sql`now() - ${CLAIM_KEPT}`));
  await db.insert(shareConversionClaims).values({ visitId, conversion, userId, claimedAt: at }).onConflictDoNothing();
}

/** The conversions claimed before these visits were recorded, marked now (in the recording's transaction). */
export async function applyConversionClaims(db: OutboxDatabase, visitIds: readonly string[]): Promise<void> {
  if (visitIds.length === 0) return;
  const claims = await db
    .delete(shareConversionClaims)
    .where(inArray(shareConversionClaims.visitId, [...visitIds]))
    .returning();
  for (const claim of claims) {
    await markShareConversion(db, {
      shareVisit: claim.visitId,
      conversion: claim.conversion as ShareConversion,
      userId: claim.userId,
      at: claim.claimedAt,
    });
  }
}
