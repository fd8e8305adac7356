import type { Language } from '@app/contracts';
import { HTML_LANG } from '@app/i18n';

/** When an analysis was made, in words a clinician reads at a glance ("2 March 2026 at 10:15"). */
export function formatAnalysisDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
