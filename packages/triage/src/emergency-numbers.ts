/**
 * Emergency numbers by locale, as published by each country's authorities: Brazil's SAMU 192, the EU-wide
 * 112, France's SAMU 15, the US 911 and the UK 999. The first number of a list is the one to show first.
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

export function emergencyNumbers(locale: string): readonly string[] {
  const exact = Object.keys(EMERGENCY_NUMBERS).find((known) => known.toLowerCase() === locale.toLowerCase());
  if (exact) return EMERGENCY_NUMBERS[exact as EmergencyLocale];
  const base = locale.slice(0, 2).toLowerCase() as keyof typeof DEFAULT_LOCALE;
  return DEFAULT_LOCALE[base] ? EMERGENCY_NUMBERS[DEFAULT_LOCALE[base]] : EMERGENCY_NUMBERS['en-US'];
}
