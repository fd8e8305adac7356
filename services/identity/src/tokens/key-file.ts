import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file readable by the owner only (0600), written once with `create()` when
 * missing. "wx": only the first process to start creates it, so two starting at once cannot disagree.
 */
export function readOrCreateKeyFile(file: string, create: () => string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, create());
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8');
}
