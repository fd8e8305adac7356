import { z } from 'zod';
import type { Language } from '../common/language';

/** What was shared, as recorded in sharing_stats.share_type (spec §3). */
export const SHARE_TYPES = ['symptom_analysis', 'history_symptom', 'history_exam'] as const;
export const shareTypeSchema = z.enum(SHARE_TYPES);
export type ShareType = z.infer<typeof shareTypeSchema>;

/** What every component mf-sharing exposes is handed. */
export interface SharingWidgetProps {
  language: Language;
  /** Base URL of the sharing service API, e.g. "/api/sharing". */
  apiBase: string;
}

/** Props of mf-sharing's `./SharePanel`: create, copy, share and revoke a short link to one analysis. */
export interface SharePanelProps extends SharingWidgetProps {
  analysisId: string;
  shareType: ShareType;
}

/** Props of mf-sharing's `./ReferralCard`: the referral link and progress towards unlocking the full history (spec §4, §9). */
export type ReferralCardProps = SharingWidgetProps;

/** Props of mf-sharing's `./SharedLinks`: the user's short links with their counters, and revoke. */
export type SharedLinksProps = SharingWidgetProps;
