import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IN_MEMORY_DATA_DIR } from '../config/load-config';
import { INTERNAL_TOKEN_FILE, internalToken } from './internal-token';

describe('internalToken', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'internal-token-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses INTERNAL_TOKEN when it is set', () => {
    const token = 'x'.repeat(40);
    expect(internalToken({ DATA_DIR: dataDir, INTERNAL_TOKEN: token })).toBe(token);
  });

  it('generates a token once into DATA_DIR, readable by its owner only, and every service reads the same', async () => {
    const first = internalToken({ DATA_DIR: dataDir });
    const second = internalToken({ DATA_DIR: dataDir });

    expect(second).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, INTERNAL_TOKEN_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('reuses the token another service already wrote', async () => {
    const written = 'w'.repeat(43);
    await writeFile(path.join(dataDir, INTERNAL_TOKEN_FILE), `${written}\n`, { mode: 0o600 });
    expect(internalToken({ DATA_DIR: dataDir })).toBe(written);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'not', 'yet');
    expect(internalToken({ DATA_DIR: nested })).toHaveLength(43);
  });

  it('refuses a token file that holds no usable token', async () => {
    await writeFile(path.join(dataDir, INTERNAL_TOKEN_FILE), 'short\n');
    expect(() => internalToken({ DATA_DIR: dataDir })).toThrow(/does not hold a usable token/);
  });

  it('keeps one token per process when the data stays in memory', () => {
    expect(internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR })).toBe(internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR }));
  });
});
