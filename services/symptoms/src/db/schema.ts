import { outboxTables } from '@app/service-kit';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const symptoms = pgSchema('symptoms');

/** Events sent (analysis.deleted) and each event received handled once (user.deleted). */
export const { outbox, processedEvents } = outboxTables('symptoms');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A saved analysis (spec §3). Guests' analyses carry a guest id instead of a user id and are
 * deleted after a year by the cleanup job. The status is always "completed" when saved. The spec
 * columns hold the latest result; `ai_response` is the whole Analysis as the API answers it.
 */
export const symptomAnalyses = symptoms.table(
  'symptom_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestId: text('guest_id'),
    symptomsText: text('symptoms_text').notNull(),
    aiResponse: jsonb('ai_response').notNull(),
    nivelUrgencia: text('nivel_urgencia').notNull(),
    possiveisCausas: jsonb('possiveis_causas').notNull(),
    proximosPassos: jsonb('proximos_passos').notNull(),
    recomendacoes: jsonb('recomendacoes'),
    status: text('status').notNull().default('completed'),
    language: text('language').notNull(),
    provider: text('provider').notNull(),
    engineVersion: text('engine_version').notNull(),
    createdAt: createdAt(),
    /** Locale of the emergency numbers (pt-BR, pt-PT, …). */
    locale: text('locale'),
    /** "About the person" details, merged over refinements. */
    patientContext: jsonb('patient_context'),
    /** Follow-up answers so far, merged over refinements. */
    answers: jsonb('answers'),
    /** What an external provider answered, before defaults and red flags; null for the built-in engine. */
    providerAnswer: jsonb('provider_answer'),
    refinements: integer('refinements').notNull().default(0),
  },
  (table) => [
    check('symptom_analyses_nivel_urgencia', sql`${table.nivelUrgencia} in ('low', 'medium', 'high', 'emergency')`),
    index('symptom_analyses_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('symptom_analyses_guest_idx').on(table.guestId),
  ],
);

/** Each refinement of an analysis with follow-up answers, and what it produced (the history of the result). */
export const analysisRefinements = symptoms.table(
  'analysis_refinements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => symptomAnalyses.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    patientContext: jsonb('patient_context'),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('analysis_refinements_analysis_idx').on(table.analysisId, table.createdAt)],
);

/** The rating widget of the result card (1 to 5 stars, optional comment). */
export const analysisFeedback = symptoms.table(
  'analysis_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => symptomAnalyses.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    check('analysis_feedback_rating', sql`${table.rating} between 1 and 5`),
    index('analysis_feedback_analysis_idx').on(table.analysisId),
  ],
);
