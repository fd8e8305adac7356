import { enqueueEvent, type ServiceDatabase } from '@app/service-kit';
import { and, eq } from 'drizzle-orm';
import * as schema from '../db/schema';

const analyses = schema.symptomAnalyses;

/**
 * Deletes the user's analysis (its refinements and feedback go with it: ON DELETE CASCADE) and, in the
 * same transaction, tells sharing to revoke its short links. False when the user has no such analysis.
 */
export async function deleteOwnAnalysis(db: ServiceDatabase<typeof schema>, userId: string, analysisId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(analyses)
      .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId)))
      .returning({ id: analyses.id });
    if (deleted.length === 0) return false;
    await enqueueEvent(
      tx,
      { outbox: schema.outbox, processedEvents: schema.processedEvents },
      { type: 'analysis.deleted', payload: { analysisId, userId } },
    );
    return true;
  });
}
