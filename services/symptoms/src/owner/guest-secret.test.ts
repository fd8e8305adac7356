import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigurationError } from '../config';
import { guestSecretFile, loadGuestSecret } from './guest-secret';

describe('the key that signs guest cookies', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'guest-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is GUEST_COOKIE_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(
      loadGuestSecret({ GUEST_COOKIE_SECRET: secret, DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' }),
    ).toBe(secret);
  });

  it('is generated once into DATA_DIR, readable by the owner only, and reused after a restart', async () => {
    const first = loadGuestSecret({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    const second = loadGuestSecret({ DATA_DIR: dataDir, NODE_ENV: 'development' });

    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect(await readFile(guestSecretFile(dataDir), 'utf8')).toBe(first);
    expect((await stat(guestSecretFile(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('refuses a PostgreSQL deployment without GUEST_COOKIE_SECRET, naming the variable', () => {
    expect(() => loadGuestSecret({ DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' })).toThrow(
      ConfigurationError,
    );
    expect(() => loadGuestSecret({ DATA_DIR: dataDir, NODE_ENV: 'development', DATABASE_URL: 'postgres://db/app' })).toThrow(
      /GUEST_COOKIE_SECRET/,
    );
  });
});
