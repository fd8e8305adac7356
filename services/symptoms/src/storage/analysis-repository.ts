import type { Analysis, FeedbackRequest, PatientContext } from '@app/contracts';
import { enqueueEvent, type ServiceDatabase } from '@app/service-kit';
import { and, eq, or, sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { ExternalAnalysis } from '../parsing/external-analysis';
import type { Owner } from '../owner/owner';

type Db = ServiceDatabase<typeof schema>;
type Answers = Record<string, boolean | number | string>;

export interface StoredAnalysis {
  analysis: Analysis;
  symptomsText: string;
  locale: string;
  context?: PatientContext;
  answers: Answers;
  providerAnswer?: ExternalAnalysis;
}

/** The spec's columns next to the whole Analysis: the history reads cause names and steps as text lists. */
function specColumns(analysis: Analysis) {
  return {
    aiResponse: analysis,
    nivelUrgencia: analysis.urgency,
    possiveisCausas: analysis.possibleCauses.map((cause) => cause.name),
    proximosPassos: analysis.nextSteps,
    recomendacoes: analysis.recommendations,
    provider: analysis.provider,
    engineVersion: analysis.engineVersion,
  };
}

/** The owner's analyses: the user's, the guest's, or (signed in with a guest cookie still there) both. */
function ownedBy(owner: Owner) {
  const conditions = [
    ...(owner.userId ? [eq(schema.symptomAnalyses.userId, owner.userId)] : []),
    ...(owner.guestId ? [eq(schema.symptomAnalyses.guestId, owner.guestId)] : []),
  ];
  return or(...conditions) ?? sql`false`;
}

/**
 * Saves a new analysis and, in the same transaction, tells sharing: a referred user's first analysis
 * completes their referral, and one made after following a short link converts that share visit.
 */
export async function insertAnalysis(db: Db, owner: Owner, stored: StoredAnalysis, shareVisit: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(schema.symptomAnalyses).values({
      id: stored.analysis.id,
      userId: owner.userId ?? null,
      guestId: owner.userId ? null : (owner.guestId ?? null),
      symptomsText: stored.symptomsText,
      language: stored.analysis.language,
      locale: stored.locale,
      patientContext: stored.context ?? null,
      answers: stored.answers,
      providerAnswer: stored.providerAnswer ?? null,
      createdAt: new Date(stored.analysis.createdAt),
      ...specColumns(stored.analysis),
    });
    await enqueueEvent(
      tx,
      { outbox: schema.outbox, processedEvents: schema.processedEvents },
      { type: 'analysis.created', payload: { analysisId: stored.analysis.id, userId: owner.userId ?? null, shareVisit } },
    );
  });
}

/** The owner's analysis; someone else's reads as missing. */
export async function findOwnedAnalysis(db: Db, owner: Owner, id: string): Promise<StoredAnalysis | undefined> {
  const [row] = await db
    .select()
    .from(schema.symptomAnalyses)
    .where(and(eq(schema.symptomAnalyses.id, id), ownedBy(owner)))
    .limit(1);
  if (!row) return undefined;
  const analysis = row.aiResponse as Analysis;
  return {
    analysis,
    symptomsText: row.symptomsText,
    locale: row.locale ?? analysis.emergencyNumber.locale,
    context: (row.patientContext as PatientContext | null) ?? undefined,
    answers: (row.answers as Answers | null) ?? {},
    providerAnswer: (row.providerAnswer as ExternalAnalysis | null) ?? undefined,
  };
}

/** The analysis row takes the refined result; the refinement itself is kept beside it. */
export async function saveRefinement(
  db: Db,
  refined: { analysis: Analysis; answers: Answers; newAnswers: Answers; context?: PatientContext },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(schema.analysisRefinements).values({
      analysisId: refined.analysis.id,
      answers: refined.newAnswers,
      patientContext: refined.context ?? null,
      result: refined.analysis,
    });
    await tx
      .update(schema.symptomAnalyses)
      .set({
        ...specColumns(refined.analysis),
        answers: refined.answers,
        patientContext: refined.context ?? null,
        refinements: refined.analysis.refinements,
      })
      .where(eq(schema.symptomAnalyses.id, refined.analysis.id));
  });
}

export async function insertFeedback(db: Db, analysisId: string, feedback: FeedbackRequest) {
  const [row] = await db
    .insert(schema.analysisFeedback)
    .values({ analysisId, rating: feedback.rating, comment: feedback.comment ?? null })
    .returning({ id: schema.analysisFeedback.id, createdAt: schema.analysisFeedback.createdAt });
  if (!row) throw new Error('insert into analysis_feedback returned no row');
  return row;
}
