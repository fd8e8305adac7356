import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { IN_MEMORY_DATA_DIR } from '../config/load-config';

/** Add to the `configShape` of a service that sends or receives events. */
export const internalTokenConfigShape = {
  /** Shared secret between services for `/internal/events`; generated under DATA_DIR when unset. */
  INTERNAL_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
};

export const INTERNAL_TOKEN_FILE = 'internal-token';

/** In-memory runs (tests) share one token per process, as services of one `npm start` share the file. */
let processToken: string | undefined;

function readToken(file: string): string | undefined {
  try {
    const token = readFileSync(file, 'utf8').trim();
    return token.length >= 32 ? token : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The secret services present to each other: `INTERNAL_TOKEN` when set, otherwise one generated the
 * first time into `${DATA_DIR}/internal-token` (mode 0600) and read by every service of the same
 * `npm start`. Services starting together race safely: the file appears whole (written aside, then
 * hard-linked into place), and whoever links first wins.
 */
export function internalToken(config: { DATA_DIR: string; INTERNAL_TOKEN?: string }): string {
  if (config.INTERNAL_TOKEN) return config.INTERNAL_TOKEN;
  if (config.DATA_DIR === IN_MEMORY_DATA_DIR) return (processToken ??= randomBytes(32).toString('base64url'));

  const file = path.join(config.DATA_DIR, INTERNAL_TOKEN_FILE);
  const existing = readToken(file);
  if (existing) return existing;

  mkdirSync(config.DATA_DIR, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const token = readToken(file);
  if (!token) throw new Error(`${file} does not hold a usable token; delete it to have a new one generated`);
  return token;
}
