import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG (ASVS 7.2.3 / 11.5.1 ask for ≥ 128): refresh tokens and e-mailed links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so a database leak hands out no usable token. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
