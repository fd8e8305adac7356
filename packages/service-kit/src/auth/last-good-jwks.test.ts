import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type KeyLike } from 'jose';
import { lastGoodJwks } from './last-good-jwks';

/** Identity's JWKS endpoint, which the test can take down or make serve another key set. */
async function identityJwks(keys: JWK[]) {
  let state: { status: number; keys: JWK[] } = { status: 200, keys };
  const server = createServer((_req, res) => {
    res.writeHead(state.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(state.status === 200 ? { keys: state.keys } : { error: 'down' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`);
  return {
    url,
    serve: (next: Partial<typeof state>) => {
      state = { ...state, ...next };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const unusedUrl = async () => {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return new URL(`http://127.0.0.1:${port}/jwks.json`);
};

describe('lastGoodJwks: identity keys while identity is down', () => {
  let privateKey: KeyLike;
  let publicJwk: JWK;
  const sign = () =>
    new SignJWT({ sub: 'user' }).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setIssuedAt().setExpirationTime('10m').sign(privateKey);
  // cacheMaxAge 0: every verification refreshes the set, as one does once the 10-minute cache has aged.
  const options = { cacheMaxAge: 0, cooldownDuration: 0, timeoutDuration: 1_000 };

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };
  });

  it('keeps verifying with the last key set identity served once identity stops answering', async () => {
    const identity = await identityJwks([publicJwk]);
    const keys = lastGoodJwks(identity.url, options);
    const token = await sign();
    await expect(jwtVerify(token, keys)).resolves.toMatchObject({ payload: { sub: 'user' } });

    await identity.stop();
    await expect(jwtVerify(token, keys)).resolves.toMatchObject({ payload: { sub: 'user' } });
  });

  it('keeps verifying while identity answers with an error instead of its keys', async () => {
    const identity = await identityJwks([publicJwk]);
    const keys = lastGoodJwks(identity.url, options);
    const token = await sign();
    await jwtVerify(token, keys);

    identity.serve({ status: 503 });
    await expect(jwtVerify(token, keys)).resolves.toMatchObject({ payload: { sub: 'user' } });
    await identity.stop();
  });

  it('refuses a key that identity removed from the set it serves', async () => {
    const identity = await identityJwks([publicJwk]);
    const keys = lastGoodJwks(identity.url, options);
    const token = await sign();
    await jwtVerify(token, keys);

    identity.serve({ keys: [] });
    await expect(jwtVerify(token, keys)).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
    await identity.stop();
  });

  it('refuses every token when identity was never reached: there is no key to trust', async () => {
    const keys = lastGoodJwks(await unusedUrl(), options);
    await expect(jwtVerify(await sign(), keys)).rejects.toThrow();
  });
});
