import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSigningKey, signingKeyFile, SigningKeyError } from './signing-key';

describe('loadSigningKey', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'identity-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a key once beside the PGlite directory, readable by the owner only, and reuses it', async () => {
    const first = loadSigningKey({ DATA_DIR: dataDir });
    const second = loadSigningKey({ DATA_DIR: dataDir });
    expect(second.kid).toBe(first.kid);
    expect((await stat(signingKeyFile(dataDir))).mode & 0o777).toBe(0o600);
    expect(path.dirname(signingKeyFile(dataDir))).toBe(dataDir);
  });

  it('takes JWT_PRIVATE_KEY with escaped newlines, as .env files carry it', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const key = loadSigningKey({ DATA_DIR: dataDir, JWT_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });
    expect(key.publicJwk).toEqual(expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: key.kid }));
    expect(key.publicJwk).not.toHaveProperty('d');
  });

  it('refuses a key that cannot sign ES256', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadSigningKey({ DATA_DIR: dataDir, JWT_PRIVATE_KEY: rsa })).toThrow(SigningKeyError);
    expect(() => loadSigningKey({ DATA_DIR: dataDir, JWT_PRIVATE_KEY: 'not a key' })).toThrow(/not a PEM private key/);
  });
});
