import { emailExistsRoute, jwksRoute, type EmailExists, type JsonWebKeySet } from '@app/contracts';
import { expressPath, mountRoute } from '@app/service-kit';
import { eq } from 'drizzle-orm';
import type { RequestHandler, Router } from 'express';
import { credentials } from '../db/schema';
import type { IdentityDeps } from './deps';

export function lookupRoutes(api: Router, { db, signingKey }: IdentityDeps, emailExistsRateLimit: RequestHandler): void {
  // Spec §5's live check. It does tell whether an address is registered, so it is limited per client.
  api.get(expressPath(emailExistsRoute.path), emailExistsRateLimit);
  mountRoute(api, emailExistsRoute, async ({ query }, _req, res) => {
    const [found] = await db().select({ userId: credentials.userId }).from(credentials).where(eq(credentials.email, query.email));
    const answer: EmailExists = { exists: found !== undefined };
    res.json(answer);
  });

  const jwks: JsonWebKeySet = { keys: [signingKey.publicJwk] };
  mountRoute(api, jwksRoute, (_input, _req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(jwks);
  });
}
