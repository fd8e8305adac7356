import { cleanupIntervalConfigShape, internalTokenConfigShape, scheduledJobsConfigShape } from '@app/service-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const origin = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);

/** Environment variables of the identity service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const identityConfigShape = {
  /** ES256 signing key (PKCS8 PEM, `\n` escapes allowed); when unset one is generated and kept in DATA_DIR. */
  JWT_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * 32 bytes (base64 or hex) protecting TOTP secrets (AES-256-GCM) and recovery codes (HMAC) at rest;
   * when unset one is generated and kept in DATA_DIR/identity-totp-key. Back it up with the database.
   */
  TOTP_ENCRYPTION_KEY: z.string().min(1).optional(),
  /** When true, sign-up starts no session and login refuses until the e-mail is confirmed. */
  EMAIL_VERIFICATION_REQUIRED: flag.default(false),
  /** Origins a cookie-authenticated POST may come from (comma-separated). */
  PUBLIC_ORIGIN: z
    .string()
    .default('http://localhost:8080,http://127.0.0.1:8080')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin).min(1)),
  /** Failed logins for one e-mail within the window before it is locked (429) until the window passes. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(10),
  /** Failed logins from one client IP within the window before it is refused (429). */
  LOGIN_MAX_FAILURES_PER_CLIENT: positiveInt(100),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  /** The sign-up form's live check, per client IP and minute. */
  EMAIL_EXISTS_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  /** Sign-ups per client IP and hour. */
  SIGNUP_RATE_LIMIT_PER_HOUR: positiveInt(20),
  /** A session not refreshed for this long ends. */
  SESSION_IDLE_TIMEOUT_HOURS: positiveInt(7 * 24),
  /** A session ends this long after login, whatever the refreshes. */
  SESSION_ABSOLUTE_TIMEOUT_HOURS: positiveInt(30 * 24),
  /**
   * Mail server, e.g. `smtp://user:pass@mail.example:587` or `smtps://…:465` (`npm start` points it at its local
   * mail catcher). When unset no mail is sent: reset and confirmation links never leave the service.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vitalia <no-reply@vitalia.local>'),
  /** Password-reset requests per client IP and hour (beyond: 429). */
  PASSWORD_RESET_RATE_LIMIT_PER_CLIENT_PER_HOUR: positiveInt(20),
  /** Reset e-mails per address and hour; beyond, the answer stays 202 and no mail goes out. */
  PASSWORD_RESET_RATE_LIMIT_PER_EMAIL_PER_HOUR: positiveInt(5),
  /** Verification resends per client IP and hour (beyond: 429). */
  VERIFICATION_RESEND_RATE_LIMIT_PER_CLIENT_PER_HOUR: positiveInt(20),
  /** Verification e-mails per address and hour; beyond, the answer stays 202 and no mail goes out. */
  VERIFICATION_RESEND_RATE_LIMIT_PER_EMAIL_PER_HOUR: positiveInt(5),
  /** How long an e-mail confirmation link works. */
  EMAIL_VERIFICATION_TOKEN_TTL_HOURS: positiveInt(24),
  /** The account service's internal events endpoint: user.registered, user.deleted and user.deletion_completed. */
  ACCOUNT_EVENTS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4002/internal/events'),
  /** Where user.deleted is delivered besides account: every service holding the user's data deletes it (sharing also hears user.registered). */
  SYMPTOMS_EVENTS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4003/internal/events'),
  PRO_EVENTS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4004/internal/events'),
  SHARING_EVENTS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4005/internal/events'),
  ...internalTokenConfigShape,
  ...scheduledJobsConfigShape,
  ...cleanupIntervalConfigShape,
};

export type IdentityConfigShape = typeof identityConfigShape;
export type IdentityConfig = z.output<z.ZodObject<IdentityConfigShape>>;
