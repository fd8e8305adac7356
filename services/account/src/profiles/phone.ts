import { DEFAULT_PHONE_COUNTRY, type Language } from '@app/contracts';
// The full metadata: exact per-country validation is worth its size on a server.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * The phone in E.164 when valid, else undefined. A number written with `+` is read as international;
 * one without is read for the default country of the user's language (spec §9: pt Brazil, en US…).
 */
export function normalisePhone(phone: string, language: Language): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_COUNTRY[language] as CountryCode);
  return parsed?.isValid() ? parsed.number : undefined;
}
