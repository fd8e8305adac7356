import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { IN_MEMORY_DATA_DIR } from '@app/service-kit';
import { readOrCreateKeyFile } from './key-file';

export const SIGNING_ALGORITHM = 'ES256';

export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public half as published in the JWKS. */
  publicJwk: PublicJwk;
}

/** A key that cannot sign ES256 tokens; the service refuses to start with the message. */
export class SigningKeyError extends Error {}

/** Beside, not inside, `DATA_DIR/identity`: that directory is PGlite's and must be empty when first created. */
export function signingKeyFile(dataDir: string): string {
  return path.join(dataDir, 'identity-jwt-key.pem');
}

function newPkcs8Pem(): string {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** RFC 7638 thumbprint: a kid that changes exactly when the key does. */
function thumbprint({ crv, kty, x, y }: { crv: string; kty: string; x: string; y: string }): string {
  return createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
}

function parsePrivateKey(pem: string, source: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new SigningKeyError(`${source} is not a PEM private key`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new SigningKeyError(
      `${source} must be a P-256 (ES256) key, e.g. \`openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256\``,
    );
  }
  return key;
}

export interface SigningKeyConfig {
  JWT_PRIVATE_KEY?: string;
  DATA_DIR: string;
}

/**
 * The ES256 key access tokens are signed with: JWT_PRIVATE_KEY, or one generated once and kept in
 * DATA_DIR (in memory for throw-away data). Several instances must share JWT_PRIVATE_KEY.
 */
export function loadSigningKey(config: SigningKeyConfig): SigningKey {
  const [pem, source] = config.JWT_PRIVATE_KEY
    ? [config.JWT_PRIVATE_KEY.replace(/\\n/g, '\n'), 'JWT_PRIVATE_KEY']
    : config.DATA_DIR === IN_MEMORY_DATA_DIR
      ? [newPkcs8Pem(), 'the generated key']
      : [readOrCreateKeyFile(signingKeyFile(config.DATA_DIR), newPkcs8Pem), signingKeyFile(config.DATA_DIR)];
  const privateKey = parsePrivateKey(pem, source);
  const publicKey = createPublicKey(privateKey);
  const { x, y } = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const kid = thumbprint({ crv: 'P-256', kty: 'EC', x, y });
  return { kid, privateKey, publicKey, publicJwk: { kty: 'EC', crv: 'P-256', x, y, kid, alg: SIGNING_ALGORITHM, use: 'sig' } };
}
