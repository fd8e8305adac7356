import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * OWASP / ASVS Appendix C minimum for argon2id: 19 MiB, 2 passes, 1 lane. Hashing runs on libuv's
 * thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which caps concurrent memory.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether the password matches; `stored` undefined still costs one verification, so a missing account takes as long. */
  verify(stored: string | undefined, password: string): Promise<boolean>;
  /** True when a stored hash was made with weaker parameters than today's. */
  needsRehash(stored: string): boolean;
}

export function argon2Hasher(): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hash = (password: string) => argon2.hash(password, ARGON2_OPTIONS);
  return {
    hash,
    async verify(stored, password) {
      dummy ??= hash(randomBytes(32).toString('base64url'));
      const target = stored ?? (await dummy);
      try {
        const matches = await argon2.verify(target, password);
        return stored !== undefined && matches;
      } catch {
        // A malformed stored hash never matches.
        return false;
      }
    },
    needsRehash: (stored) => argon2.needsRehash(stored, ARGON2_OPTIONS),
  };
}
