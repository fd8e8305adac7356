import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SHORT_CODE_LENGTH = 6;
/** Spec §9: a random code is retried this many times on a collision before the timestamp-based one. */
export const SHORT_CODE_RETRIES = 10;

/** 6 alphanumerics from a CSPRNG (62^6 ≈ 5.7e10 codes), so codes cannot be guessed from one another. */
export function randomShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The fallback after the retries: the time in base 36 plus 4 random characters (two shares in one millisecond differ). */
export function timestampShortCode(now = Date.now()): string {
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${now.toString(36)}${suffix}`;
}

/**
 * Stores a new code with `tryInsert` (true when stored, false on a code collision): a random code first, up to
 * 1 + SHORT_CODE_RETRIES times, then the timestamp-based code. Returns the code stored.
 */
export async function storeUniqueShortCode(
  tryInsert: (code: string) => Promise<boolean>,
  { random = randomShortCode, fallback = timestampShortCode }: { random?: () => string; fallback?: () => string } = {},
): Promise<string> {
  for (let attempt = 0; attempt <= SHORT_CODE_RETRIES; attempt += 1) {
    const code = random();
    if (await tryInsert(code)) return code;
  }
  const code = fallback();
  if (await tryInsert(code)) return code;
  throw new Error('short code collision after the timestamp fallback');
}
