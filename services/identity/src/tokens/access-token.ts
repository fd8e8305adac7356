import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_TYPE } from '@app/service-kit';
import { z } from 'zod';
import type { Clock } from '../clock';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key';

/** ASVS row 6 asks for ≤ 15 minutes; 10 keeps a revoked session's token short-lived elsewhere. */
export const ACCESS_TOKEN_TTL_SECONDS = 600;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  email: string;
  /** The e-mail's confirmation as the database holds it when the token is signed (`email_verified`). */
  emailVerified: boolean;
}

const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid(), email: z.string().min(1), email_verified: z.boolean().default(false) });

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a token this service signed and that has not expired, else undefined. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

export function accessTokens(key: SigningKey, clock: Clock): AccessTokens {
  const seconds = () => Math.floor(clock().getTime() / 1000);
  return {
    async sign({ userId, sessionId, email, emailVerified }) {
      const issuedAt = seconds();
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: sessionId, email, email_verified: emailVerified })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: TOKEN_TYPE })
        .setSubject(userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key.privateKey);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          algorithms: [SIGNING_ALGORITHM],
          typ: TOKEN_TYPE,
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          currentDate: clock(),
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return undefined;
        const { sub, sid, email, email_verified: emailVerified } = claims.data;
        return { userId: sub, sessionId: sid, email, emailVerified };
      } catch {
        return undefined;
      }
    },
  };
}
