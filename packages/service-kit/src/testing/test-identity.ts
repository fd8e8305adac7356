import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UserRegisteredPayload } from '@app/contracts';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';

export interface TestUser {
  userId: string;
  email: string;
  /** Whether their tokens say the e-mail is confirmed (`email_verified`); true unless set false. */
  emailVerified?: boolean;
}

/** Stands in for identity: a test key served as a JWKS over HTTP, and access tokens signed with it. */
export interface TestIdentity {
  jwksUrl: string;
  /** An access token as identity issues it (ES256, typ at+jwt, iss vitalia-identity, aud vitalia, 10 minutes, email_verified). */
  tokenFor(user: TestUser, options?: { key?: KeyLike }): Promise<string>;
  /** A key identity does not publish, for forged tokens. */
  foreignKey: KeyLike;
  stop(): Promise<void>;
}

const KID = 'test-identity-key';

export async function startTestIdentity(): Promise<TestIdentity> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const { privateKey: foreignKey } = await generateKeyPair('ES256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'ES256', use: 'sig' }] });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/api/identity/.well-known/jwks.json`,
    foreignKey,
    tokenFor: ({ userId, email, emailVerified = true }, { key = privateKey } = {}) =>
      new SignJWT({ sid: randomUUID(), email, email_verified: emailVerified })
        .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'at+jwt' })
        .setSubject(userId)
        .setIssuer('vitalia-identity')
        .setAudience('vitalia')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A user with a new id; `emailVerified: false` for one whose e-mail is not confirmed yet. */
export function aUser(
  email = `user-${randomUUID().slice(0, 8)}@example.com`,
  { emailVerified }: { emailVerified?: boolean } = {},
): TestUser {
  return { userId: randomUUID(), email, ...(emailVerified === undefined ? {} : { emailVerified }) };
}

/** A user.registered payload as identity sends it (a new user id unless given). */
export function aRegistration(overrides: Partial<UserRegisteredPayload> = {}): UserRegisteredPayload {
  return {
    userId: randomUUID(),
    email: 'ana@example.com',
    name: 'Ana Souza',
    phone: null,
    language: 'pt',
    registrationIp: null,
    userAgent: null,
    ...overrides,
  };
}
