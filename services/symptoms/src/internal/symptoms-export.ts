import type { ServiceData } from '@app/contracts';
import { storedRows, type ServiceDatabase } from '@app/service-kit';
import { asc, eq, inArray } from 'drizzle-orm';
import * as schema from '../db/schema';

const { symptomAnalyses, analysisRefinements, analysisFeedback } = schema;

/** The user's analyses as stored (text, result, provider's answer), with each refinement and rating of them. */
export function symptomsExport(db: () => ServiceDatabase<typeof schema>) {
  return async (userId: string): Promise<ServiceData> => {
    const analyses = await db()
      .select()
      .from(symptomAnalyses)
      .where(eq(symptomAnalyses.userId, userId))
      .orderBy(asc(symptomAnalyses.createdAt));
    const ids = analyses.map((analysis) => analysis.id);
    const [refinements, feedback] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            db()
              .select()
              .from(analysisRefinements)
              .where(inArray(analysisRefinements.analysisId, ids))
              .orderBy(asc(analysisRefinements.createdAt)),
            db().select().from(analysisFeedback).where(inArray(analysisFeedback.analysisId, ids)).orderBy(asc(analysisFeedback.createdAt)),
          ]);
    return {
      symptom_analyses: storedRows(symptomAnalyses, analyses),
      analysis_refinements: storedRows(analysisRefinements, refinements),
      analysis_feedback: storedRows(analysisFeedback, feedback),
    };
  };
}
