import type { ComponentType } from 'react';
import type { Language } from '../common/language';
import type { SubscriptionSource } from '../pro/subscription-source';
import type { SharePanelProps } from '../sharing/share-panel-props';

/**
 * mf-sharing's widgets, loaded by the shell and handed to the pages that show them, so that no remote
 * imports another. The shell binds the language and the sharing API base.
 */
export interface SharingSlots {
  SharePanel: ComponentType<Pick<SharePanelProps, 'analysisId' | 'shareType'>>;
  ReferralCard: ComponentType;
  SharedLinks: ComponentType;
}

/** What the shell hands every page a remote exposes. Remotes read nothing else from the shell. */
export interface RemotePageProps {
  language: Language;
  /** Base URL of the remote's own service API, e.g. "/api/symptoms". */
  apiBase: string;
  /** The shell's subscription source, handed to the Pro pages; absent when a page runs on its own. */
  subscription?: SubscriptionSource;
  /** The sharing widgets, handed to the symptom and history pages; absent when a page runs on its own. */
  sharing?: SharingSlots;
}
