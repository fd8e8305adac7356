import type { Language } from '@app/contracts';
import { HTML_LANG } from '@app/i18n';

/** Day, month and year in the language's own order: 05/03/2025 in pt-BR, 03/05/2025 in en-US. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}

/** Hour and minute, for chat messages. */
export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
