import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without the look-alikes 0/O and 1/I, so a code read aloud or retyped survives. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** Spec `generate_referral_code`: 8 characters from a CSPRNG (32^8 ≈ 1.1e12 codes), not guessable from a user id. */
export function randomReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
