import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signingKeyFile } from '../tokens/signing-key';
import { loadTotpKeys, totpKeyFile, TotpKeyError } from './totp-keys';

describe('loadTotpKeys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'identity-totp-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a key once beside the JWT key, readable by the owner only, and reuses it', async () => {
    const first = loadTotpKeys({ DATA_DIR: dataDir });
    const second = loadTotpKeys({ DATA_DIR: dataDir });
    expect(second).toEqual(first);
    expect(path.dirname(totpKeyFile(dataDir))).toBe(path.dirname(signingKeyFile(dataDir)));
    expect((await stat(totpKeyFile(dataDir))).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(totpKeyFile(dataDir), 'utf8'), 'base64')).toHaveLength(32);
  });

  it('takes TOTP_ENCRYPTION_KEY as base64 or hex, and derives a different key for each use', () => {
    const master = randomBytes(32);
    const fromBase64 = loadTotpKeys({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: master.toString('base64') });
    const fromHex = loadTotpKeys({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: master.toString('hex') });
    expect(fromHex).toEqual(fromBase64);
    expect(fromBase64.secrets.equals(fromBase64.recoveryCodes)).toBe(false);
    expect(fromBase64.secrets.equals(master)).toBe(false);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => loadTotpKeys({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(TotpKeyError);
    expect(() => loadTotpKeys({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: 'correct horse battery staple' })).toThrow(/32 bytes/);
  });
});
