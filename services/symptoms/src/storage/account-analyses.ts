import type { ServiceDatabase } from '@app/service-kit';
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { OutboxDatabase } from '@app/service-kit';

type Db = ServiceDatabase<typeof schema>;
const analyses = schema.symptomAnalyses;

/** Spec §4: the analyses a guest made move to the account they sign up or log in with. */
export async function moveGuestAnalysesToUser(db: Db, guestId: string, userId: string): Promise<number> {
  const moved = await db
    .update(analyses)
    .set({ userId, guestId: null })
    .where(eq(analyses.guestId, guestId))
    .returning({ id: analyses.id });
  return moved.length;
}

export async function countUserAnalyses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(analyses).where(eq(analyses.userId, userId));
  return row?.total ?? 0;
}

/** Where the previous page ended: analyses are listed by creation time, then id, both descending. */
export interface HistoryPosition {
  createdAt: Date;
  id: string;
}

export type HistoryRow = Pick<
  typeof analyses.$inferSelect,
  'id' | 'symptomsText' | 'aiResponse' | 'nivelUrgencia' | 'possiveisCausas' | 'proximosPassos' | 'recomendacoes' | 'status' | 'createdAt'
>;

/** Up to `limit` of the user's analyses after `after`, newest first. */
export async function userAnalysesPage(db: Db, userId: string, limit: number, after?: HistoryPosition): Promise<HistoryRow[]> {
  const older = after
    ? or(lt(analyses.createdAt, after.createdAt), and(eq(analyses.createdAt, after.createdAt), lt(analyses.id, after.id)))
    : undefined;
  return db
    .select({
      id: analyses.id,
      symptomsText: analyses.symptomsText,
      aiResponse: analyses.aiResponse,
      nivelUrgencia: analyses.nivelUrgencia,
      possiveisCausas: analyses.possiveisCausas,
      proximosPassos: analyses.proximosPassos,
      recomendacoes: analyses.recomendacoes,
      status: analyses.status,
      createdAt: analyses.createdAt,
    })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), older))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(limit);
}

/** user.deleted: the user's analyses; their refinements and feedback go with them (ON DELETE CASCADE). */
export async function deleteUserAnalyses(tx: OutboxDatabase, userId: string): Promise<void> {
  await tx.delete(analyses).where(eq(analyses.userId, userId));
}
