import { z } from 'zod';
import type { Language } from '../common/language';

/** What was shared, as recorded in sharing_stats.share_type (spec §3). */
export const SHARE_TYPES = ['symptom_analysis', 'history_symptom', 'history_exam'] as const;
export const shareTypeSchema = z.enum(SHARE_TYPES);
export type ShareType = z.infer<typeof shareTypeSchema>;

/** Props of mf-sharing's `./SharePanel`: copy-link and share buttons for one analysis. */
export interface SharePanelProps {
  language: Language;
  /** Base URL of the sharing service API, e.g. "/api/sharing". */
  apiBase: string;
  analysisId: string;
  shareType: ShareType;
}

/** Props of mf-sharing's `./ReferralCard`: progress towards unlocking the full history (spec §4, §9). */
export interface ReferralCardProps {
  language: Language;
  /** Referred friends who completed an analysis. */
  completedReferrals: number;
}
