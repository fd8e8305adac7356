import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const symptoms = pgSchema('symptoms');

/**
 * A saved analysis (spec §3). Guests' analyses carry a guest id instead of a user id and are
 * deleted after a year by the cleanup job. The status is always "completed" when saved.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('symptom_analyses_nivel_urgencia', sql`${table.nivelUrgencia} in ('low', 'medium', 'high', 'emergency')`),
    index('symptom_analyses_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('symptom_analyses_guest_idx').on(table.guestId),
  ],
);
