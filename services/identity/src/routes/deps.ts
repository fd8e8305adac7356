import type { Logger, Mailer, ServiceDatabase } from '@app/service-kit';
import type { Request } from 'express';
import type { Clock } from '../clock';
import type { IdentityConfig } from '../config';
import type * as schema from '../db/schema';
import type { EmailTokenStore } from '../email-tokens/email-token-store';
import type { PasswordHasher } from '../passwords/password-hasher';
import type { SessionStore } from '../sessions/session-store';
import type { TotpStore } from '../totp/totp-store';
import type { AccessTokens } from '../tokens/access-token';
import type { SigningKey } from '../tokens/signing-key';

/** Everything the identity routes share, built once in app.ts. */
export interface IdentityDeps {
  db: () => ServiceDatabase<typeof schema>;
  config: IdentityConfig;
  clock: Clock;
  logger: Logger;
  hasher: PasswordHasher;
  sessions: SessionStore;
  tokens: AccessTokens;
  signingKey: SigningKey;
  mailer: Mailer;
  passwordResetTokens: EmailTokenStore;
  emailVerificationTokens: EmailTokenStore;
  totp: TotpStore;
}

/** The request's own logger (with its request id) from pino-http. */
export function requestLog(req: Request, fallback: Logger): Logger {
  return (req as Request & { log?: Logger }).log ?? fallback;
}
