/**
 * Emergency numbers by locale, as published by each country's authorities: Brazil's SAMU 192, the EU-wide
 * 112, France's SAMU 15, the US 911 and the UK 999. The first number of a list is the one to show first.
 * Here, not in the engine alone, because the symptom page shows them offline too, with no service to ask.
 */
export const EMERGENCY_NUMBERS = {
  'pt-BR': ['192'],
  'pt-PT': ['112'],
  'es-ES': ['112'],
  'de-DE': ['112'],
  'fr-FR': ['15', '112'],
  'en-US': ['911'],
  'en-GB': ['999'],
} as const satisfies Record<string, readonly string[]>;

export type EmergencyLocale = keyof typeof EMERGENCY_NUMBERS;

/** Each product language's default market, for a user whose region is not known. */
const DEFAULT_LOCALE = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR' } as const;

/**
 * The locale whose emergency numbers a person in `language` is given: the first Accept-Language entry in that
 * language whose region has known numbers (a pt-PT browser gets 112, not Brazil's 192), else the language's
 * default market.
 */
export function emergencyLocale(language: keyof typeof DEFAULT_LOCALE, acceptLanguage: string | undefined): string {
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const match = /^\s*([a-z]{2})-([a-z]{2})\b/i.exec(entry);
    if (match?.[1]?.toLowerCase() !== language || !match[2]) continue;
    const locale = `${language}-${match[2].toUpperCase()}`;
    if (locale in EMERGENCY_NUMBERS) return locale;
  }
  return DEFAULT_LOCALE[language];
}

export function emergencyNumbers(locale: string): readonly string[] {
  const exact = Object.keys(EMERGENCY_NUMBERS).find((known) => known.toLowerCase() === locale.toLowerCase());
  if (exact) return EMERGENCY_NUMBERS[exact as EmergencyLocale];
  const base = locale.slice(0, 2).toLowerCase() as keyof typeof DEFAULT_LOCALE;
  return DEFAULT_LOCALE[base] ? EMERGENCY_NUMBERS[DEFAULT_LOCALE[base]] : EMERGENCY_NUMBERS['en-US'];
}
