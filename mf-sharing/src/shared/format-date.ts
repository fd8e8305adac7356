import type { Language } from '@app/contracts';
import { HTML_LANG } from '@app/i18n';

/** A day in the language's own way of writing it, e.g. "5 Mar 2025" in en-US, "5 de mar. de 2025" in pt-BR. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium' }).format(new Date(iso));
}

/** A day and time of day: a 24-hour link expires at a time, not just on a day. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
