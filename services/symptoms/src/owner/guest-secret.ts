import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { IN_MEMORY_DATA_DIR } from '@app/service-kit';
import { ConfigurationError } from '../config';

export interface GuestSecretConfig {
  GUEST_COOKIE_SECRET?: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  NODE_ENV: 'development' | 'production' | 'test';
}

/**
 * Where a generated secret is kept so guests keep their analyses across restarts. Beside, not inside,
 * `DATA_DIR/symptoms`: that directory is PGlite's, which must be empty when it is first created.
 */
export function guestSecretFile(dataDir: string): string {
  return path.join(dataDir, 'symptoms-guest-secret');
}

function readOrCreateSecretFile(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": only the first process to start creates it, so two starting at once cannot disagree.
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, randomBytes(32).toString('base64url'));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigurationError(`${file} holds no usable secret; delete it to have a new one generated`);
  return secret;
}

/**
 * The key that signs guest cookies. Several instances behind one PostgreSQL must share it, so a
 * server database without GUEST_COOKIE_SECRET is refused (tests aside, where each run is throw-away).
 */
export function loadGuestSecret(config: GuestSecretConfig): string {
  if (config.GUEST_COOKIE_SECRET) return config.GUEST_COOKIE_SECRET;
  if (config.DATABASE_URL) {
    if (config.NODE_ENV === 'test') return randomBytes(32).toString('base64url');
    throw new ConfigurationError(
      'GUEST_COOKIE_SECRET must be set when DATABASE_URL is: every instance sharing the database must sign guest cookies with the same key (e.g. `openssl rand -base64 48`)',
    );
  }
  if (config.DATA_DIR === IN_MEMORY_DATA_DIR) return randomBytes(32).toString('base64url');
  return readOrCreateSecretFile(guestSecretFile(config.DATA_DIR));
}
