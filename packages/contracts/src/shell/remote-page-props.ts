import type { Language } from '../common/language';
import type { SubscriptionSource } from '../pro/subscription-source';

/** What the shell hands every page a remote exposes. Remotes read nothing else from the shell. */
export interface RemotePageProps {
  language: Language;
  /** Base URL of the remote's own service API, e.g. "/api/symptoms". */
  apiBase: string;
  /** The shell's subscription source, handed to the Pro pages; absent when a page runs on its own. */
  subscription?: SubscriptionSource;
}
