import { z } from 'zod';
import { languageSchema } from '../common/language';
import { urgencySchema } from '../common/urgency';

/** Most analyses one `recent-analyses` call returns: the chat reads a few, never a whole history. */
export const MAX_RECENT_ANALYSES = 10;

export const recentAnalysesParamsSchema = z.object({ userId: z.uuid() }).strict();

export const recentAnalysesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_RECENT_ANALYSES).default(3),
});

/** One saved analysis as the pro service's chat talks about it. */
export const recentAnalysisSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The language the analysis was written in (its cause names are in it). */
    language: languageSchema,
    urgency: urgencySchema,
    /** What the person wrote. */
    symptomsText: z.string(),
    /** The most likely causes, most likely first (at most 3). */
    topCauses: z.array(z.string()).max(3),
    summary: z.string(),
  })
  .meta({ id: 'RecentAnalysis' });
export type RecentAnalysis = z.infer<typeof recentAnalysisSchema>;

/** `GET /internal/users/{userId}/recent-analyses`: newest first. */
export const recentAnalysesSchema = z.object({ analyses: z.array(recentAnalysisSchema) }).meta({ id: 'RecentAnalyses' });
export type RecentAnalyses = z.infer<typeof recentAnalysesSchema>;
