import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const identity = pgSchema('identity');

/** Sign-in credentials; e-mails are stored lower-cased so uniqueness ignores case. */
export const credentials = identity.table(
  'credentials',
  {
    userId: uuid('user_id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('credentials_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

/** One row per sign-in (spec §3 user_sessions); removed after 30 days by the cleanup job. */
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
    loginTime: timestamp('login_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_sessions_user_id_idx').on(table.userId), index('user_sessions_login_time_idx').on(table.loginTime)],
);
