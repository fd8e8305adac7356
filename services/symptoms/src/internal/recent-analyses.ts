import { isLanguage, urgencySchema, type Analysis, type RecentAnalysis } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import { and, desc, eq } from 'drizzle-orm';
import * as schema from '../db/schema';

const analyses = schema.symptomAnalyses;
const TOP_CAUSES = 3;

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The user's `limit` most recent analyses, newest first, as the chat of the pro service reads them. */
export async function recentAnalysesOf(db: ServiceDatabase<typeof schema>, userId: string, limit: number): Promise<RecentAnalysis[]> {
  const rows = await db
    .select({
      id: analyses.id,
      createdAt: analyses.createdAt,
      language: analyses.language,
      urgency: analyses.nivelUrgencia,
      symptomsText: analyses.symptomsText,
      causes: analyses.possiveisCausas,
      aiResponse: analyses.aiResponse,
    })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.status, 'completed')))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    // Rows were written through the contract, so these hold; the fallbacks only keep one odd row from failing all.
    language: isLanguage(row.language) ? row.language : 'pt',
    urgency: urgencySchema.catch('medium').parse(row.urgency),
    symptomsText: row.symptomsText,
    topCauses: asStrings(row.causes).slice(0, TOP_CAUSES),
    summary: (row.aiResponse as Partial<Analysis>).summary ?? '',
  }));
}
