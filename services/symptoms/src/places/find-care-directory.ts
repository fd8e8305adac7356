import { CARE_COUNTRIES, type CareCountry, type CountryCare, type FindCare, type Language } from '@app/contracts';
import { crisisLine, emergencyLocale, emergencyNumbers } from '@app/triage';
import { HEALTH_SERVICES } from './health-services';

/** The triage package's locale for each country (its emergency and crisis numbers are kept per locale). */
const COUNTRY_LOCALE: Readonly<Record<CareCountry, { locale: string; language: Language }>> = {
  BR: { locale: 'pt-BR', language: 'pt' },
  PT: { locale: 'pt-PT', language: 'pt' },
  ES: { locale: 'es-ES', language: 'es' },
  DE: { locale: 'de-DE', language: 'de' },
  FR: { locale: 'fr-FR', language: 'fr' },
  GB: { locale: 'en-GB', language: 'en' },
  US: { locale: 'en-US', language: 'en' },
};

function countryCare(country: CareCountry): CountryCare {
  const { locale, language } = COUNTRY_LOCALE[country];
  return {
    country,
    emergencyNumbers: [...emergencyNumbers(locale)],
    crisisLine: crisisLine(locale, language),
    services: [...HEALTH_SERVICES[country]],
  };
}

const COUNTRIES: readonly CountryCare[] = CARE_COUNTRIES.map(countryCare);

/** The country shown first: the Accept-Language region in the page's language when known (pt-PT → PT), else the language's market. */
export function defaultCountry(language: Language, acceptLanguage: string | undefined): CareCountry {
  const locale = emergencyLocale(language, acceptLanguage);
  const known = (Object.keys(COUNTRY_LOCALE) as CareCountry[]).find((country) => COUNTRY_LOCALE[country].locale === locale);
  return known ?? 'BR';
}

export function findCareDirectory(language: Language, acceptLanguage: string | undefined, placesAvailable: boolean): FindCare {
  return { defaultCountry: defaultCountry(language, acceptLanguage), countries: [...COUNTRIES], placesAvailable };
}
