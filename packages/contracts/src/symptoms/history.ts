import { z } from 'zod';
import { historyListSchema } from '../account/history-item.output';

/** Most history items one page may ask for. */
export const MAX_HISTORY_PAGE_SIZE = 50;

export const analysisHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE).default(20),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
});
export type AnalysisHistoryQuery = z.infer<typeof analysisHistoryQuerySchema>;

/** A page of the signed-in user's analyses as history items (newest first); `nextCursor` is null on the last page. */
export const analysisHistoryPageSchema = historyListSchema
  .extend({ nextCursor: z.string().nullable() })
  .meta({ id: 'AnalysisHistoryPage' });
export type AnalysisHistoryPage = z.infer<typeof analysisHistoryPageSchema>;

/** What `POST /analyses/claim` moved from the guest to the signed-in user. */
export const claimedAnalysesSchema = z.object({ moved: z.number().int().nonnegative() }).meta({ id: 'ClaimedAnalyses' });
export type ClaimedAnalyses = z.infer<typeof claimedAnalysesSchema>;

/** `GET /internal/count`: asked by the account service for the dashboard. */
export const screeningsCountQuerySchema = z.object({ userId: z.uuid() });
export const screeningsCountSchema = z.object({ screenings: z.number().int().nonnegative() }).meta({ id: 'ScreeningsCount' });
export type ScreeningsCount = z.infer<typeof screeningsCountSchema>;
