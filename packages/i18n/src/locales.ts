import type { Language } from '@app/contracts';

/** Value of the document's `lang` attribute per language (spec §2). */
export const HTML_LANG: Record<Language, string> = {
  pt: 'pt-BR',
  en: 'en-US',
  es: 'es-ES',
  de: 'de-DE',
  fr: 'fr-FR',
};

/** Open Graph locale per language (`og:locale` uses an underscore). */
export const OG_LOCALE: Record<Language, string> = {
  pt: 'pt_BR',
  en: 'en_US',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
};
