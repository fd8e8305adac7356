import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import type { Language } from '@app/contracts';

/** The selector's regions, in the order they are listed. */
export const PHONE_REGIONS = ['southAmerica', 'northAmerica', 'caribbean', 'europe', 'middleEast', 'africa', 'asia', 'oceania'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

/** Spec §2: about 120 countries grouped by region (every code is one libphonenumber-js knows). */
export const COUNTRIES_BY_REGION: Record<PhoneRegion, readonly CountryCode[]> = {
  southAmerica: ['AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE'],
  northAmerica: ['US', 'CA', 'MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA'],
  caribbean: ['CU', 'DO', 'HT', 'JM', 'PR', 'TT', 'BS', 'BB'],
  europe: [
    'PT',
    'ES',
    'FR',
    'DE',
    'IT',
    'GB',
    'IE',
    'NL',
    'BE',
    'LU',
    'CH',
    'AT',
    'DK',
    'SE',
    'NO',
    'FI',
    'IS',
    'PL',
    'CZ',
    'SK',
    'HU',
    'RO',
    'BG',
    'GR',
    'HR',
    'SI',
    'RS',
    'UA',
    'MD',
    'EE',
    'LV',
    'LT',
    'CY',
    'MT',
    'AL',
    'BA',
    'MK',
    'ME',
    'BY',
    'AD',
  ],
  middleEast: ['TR', 'IL', 'AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'JO', 'LB', 'IR', 'IQ'],
  africa: ['ZA', 'NG', 'EG', 'MA', 'DZ', 'TN', 'KE', 'GH', 'ET', 'SN', 'CI', 'CM', 'AO', 'MZ', 'CV', 'TZ', 'UG'],
  asia: ['CN', 'JP', 'KR', 'IN', 'PK', 'BD', 'ID', 'MY', 'SG', 'TH', 'VN', 'PH', 'HK', 'TW', 'NP', 'LK', 'KZ'],
  oceania: ['AU', 'NZ', 'FJ', 'PG'],
};

export interface CountryOption {
  code: CountryCode;
  /** "Brasil (+55)", in the page's language. */
  label: string;
}

/** Each region's countries with localised names (Intl.DisplayNames), sorted by name in that language. */
export function countryOptions(language: Language): Array<{ region: PhoneRegion; countries: CountryOption[] }> {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return PHONE_REGIONS.map((region) => ({
    region,
    countries: COUNTRIES_BY_REGION[region]
      .filter((code) => isSupportedCountry(code))
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(({ code, name }) => ({ code, label: `${name} (+${getCountryCallingCode(code)})` })),
  }));
}
