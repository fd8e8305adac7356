import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { IN_MEMORY_DATA_DIR } from '@app/service-kit';
import { readOrCreateKeyFile } from '../tokens/key-file';

/** A TOTP_ENCRYPTION_KEY that is not 32 bytes; the service refuses to start with the message. */
export class TotpKeyError extends Error {}

export interface TotpKeys {
  /** AES-256-GCM key of the stored secrets. */
  secrets: Buffer;
  /** HMAC-SHA-256 key of the stored recovery-code hashes. */
  recoveryCodes: Buffer;
}

/** Beside the JWT key, outside PGlite's own directory. */
export function totpKeyFile(dataDir: string): string {
  return path.join(dataDir, 'identity-totp-key');
}

const newMasterKey = () => randomBytes(32).toString('base64');

/** 32 bytes as 64 hex digits or as base64 / base64url (`openssl rand -base64 32`). */
function parseMasterKey(value: string, source: string): Buffer {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : undefined;
  if (bytes?.length !== 32) throw new TotpKeyError(`${source} must be 32 bytes, base64 or hex, e.g. \`openssl rand -base64 32\``);
  return bytes;
}

/** One master key, two purposes: each gets its own derived key (HKDF-SHA-256), so neither use weakens the other. */
function derive(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `vitalia-identity ${purpose}`, 32));
}

/**
 * The keys that protect TOTP secrets and recovery codes at rest: from TOTP_ENCRYPTION_KEY, or one
 * generated once into DATA_DIR (0600; in memory for throw-away data). Several instances must share it;
 * losing it makes every enrolled authenticator and recovery code unusable, so back it up with the database.
 */
export function loadTotpKeys(config: { TOTP_ENCRYPTION_KEY?: string; DATA_DIR: string }): TotpKeys {
  const master = config.TOTP_ENCRYPTION_KEY
    ? parseMasterKey(config.TOTP_ENCRYPTION_KEY, 'TOTP_ENCRYPTION_KEY')
    : config.DATA_DIR === IN_MEMORY_DATA_DIR
      ? parseMasterKey(newMasterKey(), 'the generated key')
      : parseMasterKey(readOrCreateKeyFile(totpKeyFile(config.DATA_DIR), newMasterKey), totpKeyFile(config.DATA_DIR));
  return { secrets: derive(master, 'totp secrets'), recoveryCodes: derive(master, 'totp recovery codes') };
}
