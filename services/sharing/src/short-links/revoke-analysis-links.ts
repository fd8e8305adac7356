import type { OutboxDatabase } from '@app/service-kit';
import { eq, inArray, sql } from 'drizzle-orm';
import { sharingStats, shortLinks } from '../db/schema';
import { recordRevocations } from './short-link-revocations';

/**
 * analysis.deleted: the short links of the analysis's shares are revoked, so `/s/<code>` leads home (the gateways
 * drop them through the revocation feed), and the shares' snapshots of the deleted result go. The sharer still
 * sees the links, as revoked. A link revoked earlier keeps its time, so handling the event twice changes nothing.
 */
export async function revokeAnalysisLinks(db: OutboxDatabase, analysisId: string): Promise<void> {
  const shares = db.select({ id: sharingStats.id }).from(sharingStats).where(eq(sharingStats.analysisId, analysisId));
  const revoked = await db
    .update(shortLinks)
    .set({ revokedAt: sql`coalesce(${shortLinks.revokedAt}, now())` })
    .where(inArray(shortLinks.shareId, shares))
    .returning({ code: shortLinks.shortCode });
  await recordRevocations(
    db,
    revoked.map((link) => link.code),
  );
  await db.update(sharingStats).set({ snapshot: null }).where(eq(sharingStats.analysisId, analysisId));
}
