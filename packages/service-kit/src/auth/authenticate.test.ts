import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import { errorHandler } from '../errors/error-handler';
import { ACCESS_TOKEN_COOKIE, authenticate, requireAuth } from './authenticate';

const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SESSION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const KID = 'identity-test-key';

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A JWKS endpoint like identity's, counting how often it is asked. */
async function serveJwks(keys: JWK[]) {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys }));
  });
  const url = await listen(server);
  return { url: `${url}/jwks.json`, server, hits: () => hits };
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('authenticate', () => {
  let privateKey: KeyLike;
  let publicKey: KeyLike;
  let attackerKey: KeyLike;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  let canary: Awaited<ReturnType<typeof serveJwks>>;
  let app: Server;
  let origin: string;

  /** A token as identity issues it; `claims` override any of its claims. */
  function sign(claims: Record<string, unknown> = {}, { key = privateKey, kid = KID, typ = 'at+jwt' as string | null } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      sub: USER_ID,
      sid: SESSION_ID,
      email: 'ana@example.com',
      email_verified: true,
      iss: 'vitalia-identity',
      aud: 'vitalia',
      iat: now,
      exp: now + 600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'ES256', kid, ...(typ === null ? {} : { typ }) })
      .sign(key);
  }

  beforeAll(async () => {
    ({ privateKey, publicKey } = await generateKeyPair('ES256'));
    ({ privateKey: attackerKey } = await generateKeyPair('ES256'));
    const attackerPublic = await exportJWK((await generateKeyPair('ES256')).publicKey);
    jwks = await serveJwks([{ ...(await exportJWK(publicKey)), kid: KID, alg: 'ES256', use: 'sig' }]);
    canary = await serveJwks([{ ...attackerPublic, kid: 'attacker' }]);

    const server = express();
    // As in every service: the gateway on loopback says whether the request came over https.
    server.set('trust proxy', 'loopback');
    server.use(authenticate({ jwksUrl: jwks.url }));

    server.get('/whoami', (req, res) => {
      res.json({ auth: req.auth ?? null });
    });
    server.get('/private', requireAuth(), (_req, res) => {
      res.json({ ok: true });
    });
    server.use(errorHandler());
    app = createServer(server);
    origin = await listen(app);
  });

  afterAll(() => {
    for (const server of [app, jwks.server, canary.server]) server.close();
  });

  async function whoami(headers: Record<string, string>) {
    const response = await fetch(`${origin}/whoami`, { headers });
    return ((await response.json()) as { auth: unknown }).auth;
  }
  const bearer = (token: string) => whoami({ Authorization: `Bearer ${token}` });

  it('sets req.auth from a valid token in the vitalia_access cookie', async () => {
    const token = await sign();
    expect(await whoami({ Cookie: `theme=dark; ${ACCESS_TOKEN_COOKIE}=${token}` })).toEqual({
      userId: USER_ID,
      sessionId: SESSION_ID,
      email: 'ana@example.com',
      emailVerified: true,
    });
  });

  it('takes the e-mail as unverified unless the token says email_verified: true', async () => {
    expect(await bearer(await sign({ email_verified: false }))).toEqual(expect.objectContaining({ emailVerified: false }));
    expect(await bearer(await sign({ email_verified: undefined }))).toEqual(expect.objectContaining({ emailVerified: false }));
    expect(await bearer(await sign({ email_verified: 'true' }))).toEqual(expect.objectContaining({ emailVerified: false }));
  });

  it('reads only the __Host- cookie from a request that came over https', async () => {
    const token = await sign();
    expect(await whoami({ Cookie: `__Host-${ACCESS_TOKEN_COOKIE}=${token}`, 'X-Forwarded-Proto': 'https' })).toEqual(
      expect.objectContaining({ userId: USER_ID }),
    );
    // A plain-named cookie could have been planted by a sibling subdomain or a plain-http page.
    expect(await whoami({ Cookie: `${ACCESS_TOKEN_COOKIE}=${token}`, 'X-Forwarded-Proto': 'https' })).toBeNull();
  });

  it('sets req.auth from a valid Bearer token', async () => {
    expect(await bearer(await sign())).toEqual(expect.objectContaining({ userId: USER_ID }));
  });

  it('fetches the JWKS once and keeps it for later requests', async () => {
    const before = jwks.hits();
    await bearer(await sign());
    await bearer(await sign());
    expect(jwks.hits()).toBe(before);
    expect(before).toBe(1);
  });

  it('leaves a request without a token unauthenticated', async () => {
    expect(await whoami({})).toBeNull();
  });

  it('refuses an expired token, beyond the small clock tolerance', async () => {
    expect(await bearer(await sign({ exp: Math.floor(Date.now() / 1000) - 30 }))).toBeNull();
  });

  it('tolerates a clock a couple of seconds behind', async () => {
    expect(await bearer(await sign({ exp: Math.floor(Date.now() / 1000) - 2 }))).not.toBeNull();
  });

  it('refuses a token that is not valid yet (nbf in the future)', async () => {
    expect(await bearer(await sign({ nbf: Math.floor(Date.now() / 1000) + 120 }))).toBeNull();
  });

  it('refuses a token whose header is not typed as an access token (typ at+jwt)', async () => {
    expect(await bearer(await sign({}, { typ: 'JWT' }))).toBeNull();
    expect(await bearer(await sign({}, { typ: null }))).toBeNull();
  });

  it('refuses a token for another audience', async () => {
    expect(await bearer(await sign({ aud: 'someone-else' }))).toBeNull();
  });

  it('refuses a token from another issuer', async () => {
    expect(await bearer(await sign({ iss: 'evil-identity' }))).toBeNull();
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { sub: USER_ID, sid: SESSION_ID, email: 'a@b.c', iss: 'vitalia-identity', aud: 'vitalia', iat: now, exp: now + 600 };
    expect(await bearer(`${encode({ alg: 'none', kid: KID })}.${encode(payload)}.`)).toBeNull();
  });

  it('refuses HS256 signed with the public key as the secret', async () => {
    const secret = new TextEncoder().encode(await exportSPKI(publicKey));
    const forged = await new SignJWT({ sid: SESSION_ID, email: 'a@b.c' })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setSubject(USER_ID)
      .setIssuer('vitalia-identity')
      .setAudience('vitalia')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(secret);
    expect(await bearer(forged)).toBeNull();
  });

  it('refuses a token signed by a key identity does not publish (unknown kid)', async () => {
    expect(await bearer(await sign({}, { key: attackerKey, kid: 'attacker' }))).toBeNull();
  });

  it('refuses a path-traversal kid', async () => {
    expect(await bearer(await sign({}, { key: attackerKey, kid: '../../../../dev/null' }))).toBeNull();
  });

  it('refuses a tampered payload', async () => {
    const [header, payload, signature] = (await sign()).split('.') as [string, string, string];
    const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '9b2d2a4e-1f7c-4d2b-8f7e-3a6b5c4d3e2f' };
    expect(await bearer(`${header}.${encode(edited)}.${signature}`)).toBeNull();
  });

  it('refuses a token with its signature stripped', async () => {
    const [header, payload] = (await sign()).split('.') as [string, string];
    expect(await bearer(`${header}.${payload}.`)).toBeNull();
  });

  it('never follows a jku header to an attacker key set', async () => {
    const forged = await new SignJWT({ sid: SESSION_ID, email: 'a@b.c' })
      .setProtectedHeader({ alg: 'ES256', kid: 'attacker', jku: canary.url })
      .setSubject(USER_ID)
      .setIssuer('vitalia-identity')
      .setAudience('vitalia')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(attackerKey);
    expect(await bearer(forged)).toBeNull();
    expect(canary.hits()).toBe(0);
  });

  it('refuses a valid signature whose subject is not a user id', async () => {
    expect(await bearer(await sign({ sub: 'admin' }))).toBeNull();
  });

  describe('requireAuth', () => {
    it('answers a request without a valid token with a localised 401 unauthorized', async () => {
      const response = await fetch(`${origin}/private`, { headers: { 'Accept-Language': 'de' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Authentifizierungsfehler. Bitte melde dich erneut an.' },
      });
    });

    it('lets a request with a valid token through', async () => {
      const response = await fetch(`${origin}/private`, { headers: { Authorization: `Bearer ${await sign()}` } });
      expect(response.status).toBe(200);
    });
  });
});
