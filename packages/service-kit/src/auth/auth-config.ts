import { z } from 'zod';

export const DEFAULT_IDENTITY_JWKS_URL = 'http://127.0.0.1:4001/api/identity/.well-known/jwks.json';

/** Add to a service's `configShape` when it verifies access tokens: `{ ...authConfigShape }`. */
export const authConfigShape = {
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_IDENTITY_JWKS_URL),
};
