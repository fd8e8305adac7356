import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { outboxTables } from '@app/service-kit';

export const identity = pgSchema('identity');

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Sign-in credentials; e-mails are stored lower-cased so uniqueness ignores case. */
export const credentials = identity.table(
  'credentials',
  {
    userId: uuid('user_id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** argon2id PHC string (parameters inside, so they can be raised later). */
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The profile's copy is the account service's; this one is identity's own record. */
    lastLogin: timestamptz('last_login'),
  },
  (table) => [check('credentials_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

/**
 * One row per sign-in (spec §3 user_sessions). The session is also its refresh-token family: every
 * rotation stays in it, and revoking the session revokes the family.
 */
export const userSessions = identity.table(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => credentials.userId, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    locationInfo: jsonb('location_info'),
    loginTime: timestamptz('login_time').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Last refresh; the idle timeout counts from here. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Absolute end, whatever the refreshes. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (table) => [index('user_sessions_user_id_idx').on(table.userId), index('user_sessions_login_time_idx').on(table.loginTime)],
);

/** Refresh tokens, by SHA-256 of the token only; a used one presented again is a theft signal. */
export const refreshTokens = identity.table(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: uuid('parent_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** Every password login, kept for the brute-force windows (per account and per client) and the audit trail. */
export const loginAttempts = identity.table(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised as typed, whether or not an account has it, so lockout says nothing about existence. */
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.attemptedAt),
    index('login_attempts_client_idx').on(table.clientIp, table.attemptedAt),
    index('login_attempts_attempted_at_idx').on(table.attemptedAt),
  ],
);

/** Columns of a one-time token sent by e-mail: only its SHA-256 is kept, and a use is a conditional update. */
const emailTokenColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => credentials.userId, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Links of "forgot password" e-mails (valid 1 hour, single use). */
export const passwordResetTokens = identity.table('password_reset_tokens', emailTokenColumns(), (table) => [
  index('password_reset_tokens_user_id_idx').on(table.userId),
]);

/** Links of "confirm your e-mail" messages (single use). */
export const emailVerificationTokens = identity.table('email_verification_tokens', emailTokenColumns(), (table) => [
  index('email_verification_tokens_user_id_idx').on(table.userId),
]);

/** Fixed-window request counters shared by every instance (e.g. the e-mail-exists check per client). */
export const rateLimitHits = identity.table(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    clientKey: text('client_key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.clientKey, table.windowStart] }),
    index('rate_limit_hits_window_idx').on(table.windowStart),
  ],
);

/** The authenticator app of a user (TOTP, RFC 6238): one at most, pending until a code confirms it. */
export const totpFactors = identity.table('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => credentials.userId, { onDelete: 'cascade' }),
  /** AES-256-GCM of the secret, bound to the user id (see totp/secret-box.ts); never stored in clear. */
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  /** Null while pending: login asks for a code only once this is set. */
  confirmedAt: timestamptz('confirmed_at'),
  /** The 30-second step of the last accepted code; a code of that step or an earlier one is refused (no replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** One-time recovery codes of a confirmed factor, by keyed hash only (see totp/recovery-codes.ts). */
export const totpRecoveryCodes = identity.table(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => credentials.userId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [unique('totp_recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
);

/** Events to other services (user.registered), written in the transaction of the change they report. */
export const { outbox, processedEvents } = outboxTables('identity');
