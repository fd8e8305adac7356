import { createHmac, randomInt } from 'node:crypto';
import { normaliseSecondFactorCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@app/contracts';

const CODE_LENGTH = 10;

/** `XXXXX-XXXXX`: 10 characters of Crockford base32 from the CSPRNG, 50 bits each. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, newRecoveryCode);
}

/**
 * What is stored of a recovery code. 50 bits are too few for a plain hash to resist an offline search
 * of a leaked table, so the hash is keyed (HMAC with a key kept outside the database, like the TOTP
 * secrets' key); login stays one indexed lookup instead of ten password-hash verifications.
 */
export function recoveryCodeHash(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(normaliseSecondFactorCode(code)).digest('base64url');
}
