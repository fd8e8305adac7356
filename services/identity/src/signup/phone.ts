// The full metadata: exact per-country validation is worth its size on a server.
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export function isPhoneCountry(country: string): country is CountryCode {
  return isSupportedCountry(country);
}

/** The phone in E.164 (e.g. +5511987654321) when valid for `country` (spaces and punctuation ignored), else undefined. */
export function normalisePhone(phone: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, country);
  return parsed?.isValid() ? parsed.number : undefined;
}
