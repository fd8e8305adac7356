import { generateKeyPairSync } from 'node:crypto';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { createLocalJWKSet, decodeProtectedHeader, exportSPKI, jwtVerify, SignJWT } from 'jose';
import { Browser, startIdentity, uniqueEmail, type TestClock } from './support/identity-client';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

describe.each(testDatabases())('access tokens on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  let token: string;
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    ({ service, clock } = await startIdentity(database));
    const browser = new Browser(service);
    const response = await browser.signup(uniqueEmail());
    token = ((await response.json()) as { session: { accessToken: string } }).session.accessToken;
    claims = decode(token.split('.')[1]!);
  });
  afterAll(async () => {
    await service?.stop();
  });

  const me = (accessToken: string) => service.request('/api/identity/me', { headers: { Authorization: `Bearer ${accessToken}` } });

  it('lets caches keep the public key set for 5 minutes, and no session answer at all', async () => {
    expect((await service.request('/api/identity/.well-known/jwks.json')).headers.get('cache-control')).toBe('public, max-age=300');
    expect((await me(token)).headers.get('cache-control')).toBe('no-store');
  });

  it('signs ES256 tokens with the agreed claims that verify against the published JWKS', async () => {
    const jwks = await (await service.request('/api/identity/.well-known/jwks.json')).json();
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]), {
      issuer: 'vitalia-identity',
      audience: 'vitalia',
      algorithms: ['ES256'],
      currentDate: clock.now(),
    });
    expect(protectedHeader).toEqual(expect.objectContaining({ alg: 'ES256', kid: expect.any(String), typ: 'at+jwt' }));
    expect(payload).toEqual(
      expect.objectContaining({ sub: expect.any(String), sid: expect.any(String), email: expect.any(String), email_verified: false }),
    );
    expect(payload.exp! - payload.iat!).toBe(600);
    expect((jwks as { keys: Array<Record<string, unknown>> }).keys[0]).not.toHaveProperty('d');
    expect((await me(token)).status).toBe(200);
  });

  it('refuses alg none', async () => {
    expect((await me(`${encode({ alg: 'none', kid: decodeProtectedHeader(token).kid })}.${encode(claims)}.`)).status).toBe(401);
  });

  it('refuses a token signed by another key under the published kid', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(token).kid! }).sign(privateKey);
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses HS256 signed with the public key as the secret', async () => {
    const jwks = (await (await service.request('/api/identity/.well-known/jwks.json')).json()) as { keys: Array<Record<string, string>> };
    const { createPublicKey } = await import('node:crypto');
    const publicPem = await exportSPKI(createPublicKey({ key: jwks.keys[0]!, format: 'jwk' }));
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(publicPem));
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = token.split('.');
    const edited = encode({ ...claims, email: 'admin@example.com' });
    expect((await me(`${header}.${edited}.${signature}`)).status).toBe(401);
  });

  it('refuses a token once it has expired (10 minutes)', async () => {
    clock.advance(11 * 60_000);
    expect((await me(token)).status).toBe(401);
  });

  it('refuses garbage and a missing token', async () => {
    expect((await me('not-a-token')).status).toBe(401);
    expect((await service.request('/api/identity/me')).status).toBe(401);
  });
});
