import type { OutboxDatabase } from '@app/service-kit';
import { and, eq, gt, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { sharedLinkVisits, sharingStats } from '../db/schema';
import { SHARE_VISIT_LIFETIME_MS } from './share-visit-cookie';

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
 * Marks the conversion on the visit the cookie names and on its share. Only the visit id is taken from the
 * client, and it is a random uuid sharing handed out itself: anything else, an unknown id, or a visit older than
 * the cookie's lifetime is ignored. The share's owner converting through their own share is not a conversion.
 */
export async function markShareConversion(db: OutboxDatabase, { shareVisit, conversion, userId, at }: ConversionClaim): Promise<void> {
  const visitId = visitIdSchema.safeParse(shareVisit);
  if (!visitId.success) return;
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
  if (!visit) return;
  await db
    .update(sharingStats)
    .set(conversion === 'registration' ? { conversionRegistered: true } : { conversionAnalysisCompleted: true })
    .where(eq(sharingStats.id, visit.shareId));
}
