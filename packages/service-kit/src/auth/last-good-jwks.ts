import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTVerifyGetKey, type RemoteJWKSetOptions } from 'jose';

/** Answers from a key set that was fetched: the key is missing or ambiguous, not the set out of reach. */
const KEY_SET_ANSWERS = new Set([errors.JWKSNoMatchingKey.code, errors.JWKSMultipleMatchingKeys.code]);

/**
 * Identity's JWKS, fetched and refreshed like jose's remote key set, except that a refresh that fails (identity
 * restarting, a timeout, a 5xx) falls back to the last key set identity did serve, so signed-in users stay
 * signed in while identity is down. Only a set that identity actually served decides that a key is gone:
 * a key removed from a fetched set stops working at once.
 */
export function lastGoodJwks(url: URL, options: RemoteJWKSetOptions): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(url, options);
  // jose keeps the last set it fetched until a fetch succeeds: `remote.jwks()` is (a copy of) that set.
  let fallback: { text: string; getKey: JWTVerifyGetKey } | undefined;
  const lastGood = (): JWTVerifyGetKey | undefined => {
    const jwks = remote.jwks();
    if (!jwks) return undefined;
    const text = JSON.stringify(jwks);
    if (fallback?.text !== text) fallback = { text, getKey: createLocalJWKSet(jwks) };
    return fallback.getKey;
  };

  return async (protectedHeader, token) => {
    try {
      return await remote(protectedHeader, token);
    } catch (error) {
      const getKey = lastGood();
      if (!getKey || KEY_SET_ANSWERS.has((error as { code?: string }).code ?? '')) throw error;
      return getKey(protectedHeader, token);
    }
  };
}
