import { z } from 'zod';
import { understoodFindingSchema } from '../symptoms/analysis';

/** Spec §3 "History item": a saved symptom analysis or exam, newest first. */
export const HISTORY_ITEM_TYPES = ['symptom', 'exam'] as const;
/** A saved analysis is always completed; anything else reads as pending (spec §4). */
export const HISTORY_ITEM_STATUSES = ['completed', 'pending'] as const;

const historyItemBase = {
  id: z.string().min(1),
  title: z.string(),
  date: z.iso.datetime({ offset: true }),
  status: z.enum(HISTORY_ITEM_STATUSES),
  summary: z.string(),
};

/** fullData of a symptom item keeps the symptom_analyses column names. */
export const symptomHistoryDataSchema = z.object({
  symptoms_text: z.string(),
  nivel_urgencia: z.string(),
  possiveis_causas: z.array(z.string()),
  proximos_passos: z.array(z.string()),
  recomendacoes: z.array(z.string()).optional(),
  /**
   * What a clinician's printout adds to the columns, from the saved answer: the findings understood, the
   * evidence of each cause and the engine version. Absent for analyses saved without them.
   */
  report: z
    .object({
      understood: z.array(understoodFindingSchema),
      causes: z.array(z.object({ name: z.string(), evidence: z.array(z.string()) })),
      engineVersion: z.string(),
    })
    .optional(),
});
export type SymptomHistoryData = z.infer<typeof symptomHistoryDataSchema>;

export const examHistoryDataSchema = z.object({ ai_summary: z.string() });
export type ExamHistoryData = z.infer<typeof examHistoryDataSchema>;

export const historyItemSchema = z
  .discriminatedUnion('type', [
    z.object({ ...historyItemBase, type: z.literal('symptom'), fullData: symptomHistoryDataSchema }),
    z.object({ ...historyItemBase, type: z.literal('exam'), fullData: examHistoryDataSchema }),
  ])
  .meta({ id: 'HistoryItem' });
export type HistoryItem = z.infer<typeof historyItemSchema>;

/**
 * `GET /history`. `total` counts every item the user has; without `fullHistory` (free plan, no
 * referral unlock) only the 2 most recent are shown (spec §6, §9).
 */
export const historyListSchema = z
  .object({
    items: z.array(historyItemSchema),
    total: z.number().int().nonnegative(),
    fullHistory: z.boolean(),
    /** Why every item is shown: a Pro plan or 3 completed referrals; null on the free view. */
    fullHistoryBy: z.enum(['plan', 'referrals']).nullable(),
  })
  .meta({ id: 'HistoryList' });
export type HistoryList = z.infer<typeof historyListSchema>;

/** History items a free user sees (spec §9). */
export const FREE_HISTORY_ITEMS = 2;
