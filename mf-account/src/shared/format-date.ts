import type { Language } from '@app/contracts';
import { HTML_LANG } from '@app/i18n';

/** Day, month and year in the language's own order: 05/03/2025 in pt-BR (spec §9), 03/05/2025 in en-US. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}

/** Date and time of day, for moments such as an analysis or a last access. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A calendar date without time zone (YYYY-MM-DD), shown as that same day everywhere. */
export function formatCalendarDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
