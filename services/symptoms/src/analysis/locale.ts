import type { Language } from '@app/contracts';
import { EMERGENCY_NUMBERS } from '@app/triage';

/** Each language's default market when the browser names no known region (pt → Brazil, as spec §9's phone default). */
const DEFAULT_LOCALE: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR' };

/**
 * The locale whose emergency numbers an analysis shows: the first Accept-Language entry in the
 * analysis language whose region has known numbers (a pt-PT browser gets 112, not Brazil's 192),
 * else the language's default market.
 */
export function analysisLocale(language: Language, acceptLanguage: string | undefined): string {
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const match = /^\s*([a-z]{2})-([a-z]{2})\b/i.exec(entry);
    if (match?.[1]?.toLowerCase() !== language || !match[2]) continue;
    const locale = `${language}-${match[2].toUpperCase()}`;
    if (locale in EMERGENCY_NUMBERS) return locale;
  }
  return DEFAULT_LOCALE[language];
}
