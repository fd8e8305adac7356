import type { Language } from '../common/language';

/**
 * Suicide and emotional-crisis lines, free and open 24 hours, as published by each country: Brazil's CVV 188,
 * Portugal's SNS 24 (808 24 24 24), Spain's Línea 024, Germany's TelefonSeelsorge, France's 3114, the US 988
 * Suicide & Crisis Lifeline and the UK's Samaritans.
 */
export const CRISIS_LINES = {
  'pt-BR': 'CVV 188',
  'pt-PT': 'SNS 24 — 808 24 24 24',
  'es-ES': '024',
  'de-DE': 'TelefonSeelsorge 0800 111 0 111',
  'fr-FR': '3114',
  'en-US': '988',
  'en-GB': 'Samaritans 116 123',
} as const satisfies Record<string, string>;

const DEFAULT_LOCALE: Readonly<Record<Language, keyof typeof CRISIS_LINES>> = {
  pt: 'pt-BR',
  en: 'en-US',
  es: 'es-ES',
  de: 'de-DE',
  fr: 'fr-FR',
};

/** The crisis line for a locale ("pt-PT"), falling back to the language's default market. */
export function crisisLine(locale: string, language: Language): string {
  const exact = (Object.keys(CRISIS_LINES) as (keyof typeof CRISIS_LINES)[]).find((known) => known.toLowerCase() === locale.toLowerCase());
  return CRISIS_LINES[exact ?? DEFAULT_LOCALE[language]];
}
