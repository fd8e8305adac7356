import type { Language, MailRequestAccepted } from '@app/contracts';
import type { RequestHandler } from 'express';
import type { RateLimitCounter } from '../http/db-rate-limit';
import { verifyEmailLink } from '../mail/links';
import { emailVerificationMail } from '../mail/templates';
import type { IdentityDeps } from './deps';

/** The one answer of the "e-mail me a link" requests, whatever the address. */
export const ACCEPTED: MailRequestAccepted = { status: 'accepted' };

export interface MailRequestLimits {
  /** Per client IP; beyond it the client gets 429. */
  perClient: RequestHandler;
  /** Per address; beyond it the answer stays 202 and no mail goes out (which says nothing about any account). */
  perEmail: RateLimitCounter;
}

/** Queues the "confirm your e-mail" message with its single-use link. */
export function sendVerificationMail(
  { mailer, config }: Pick<IdentityDeps, 'mailer' | 'config'>,
  to: string,
  token: string,
  language: Language,
): void {
  mailer.send({ to, ...emailVerificationMail(language, verifyEmailLink(config.PUBLIC_ORIGIN[0]!, token, language)) });
}
