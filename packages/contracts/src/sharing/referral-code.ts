/** The query parameter of a referral link: `/{lang}?ref=CODE`. */
export const REFERRAL_PARAM = 'ref';

/** A referral code: 4 to 32 letters and digits. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/**
 * The code in a link's parameter or in storage, trimmed, or undefined when it is not a referral code. Free of
 * zod: every page reads the parameter, and the schema is for the services.
 */
export function readReferralCode(value: string | null | undefined): string | undefined {
  const code = value?.trim();
  return code !== undefined && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}
