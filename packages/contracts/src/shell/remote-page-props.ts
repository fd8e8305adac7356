import type { Language } from '../common/language';

/** What the shell hands every page a remote exposes. Remotes read nothing else from the shell. */
export interface RemotePageProps {
  language: Language;
  /** Base URL of the remote's own service API, e.g. "/api/symptoms". */
  apiBase: string;
}
