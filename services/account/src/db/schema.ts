import { outboxTables } from '@app/service-kit';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const account = pgSchema('account');

/** processed_events records each event handled once (user.registered, user.deleted); outbox is for events account will send. */
export const { outbox, processedEvents } = outboxTables('account');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A user's profile; `id` is the identity user id. */
export const profiles = account.table('profiles', {
  id: uuid('id').primaryKey(),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  birthDate: date('birth_date'),
  createdAt: createdAt(),
  ipLocation: jsonb('ip_location'),
  registrationIp: text('registration_ip'),
  browserInfo: jsonb('browser_info'),
  deviceInfo: jsonb('device_info'),
  /** The identity session in which the user first opened the dashboard: the dashboard greets them as new during it. */
  firstSessionId: uuid('first_session_id'),
});

/** Defaults are the spec's: e-mail notifications on, Portuguese, no data sharing, light theme. */
export const userSettings = account.table('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  language: text('language').notNull().default('portuguese'),
  shareDataConsent: boolean('share_data_consent').notNull().default(false),
  theme: text('theme').notNull().default('light'),
  /** "Notify me when exam analysis is ready", from the exam analysis page. */
  examAnalysisNotify: boolean('exam_analysis_notify').notNull().default(false),
});

/** Spec §3 exams; exam analysis is in development (spec §1), so nothing writes them yet, but the dashboard counts them. */
export const exams = account.table(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    aiSummary: text('ai_summary'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('exams_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('exams_status', sql`${table.status} in ('pending', 'completed')`),
  ],
);

/** Anonymous consents (user_id null) are deleted after 2 years by the cleanup job. */
export const cookieConsents = account.table(
  'cookie_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    language: text('language').notNull(),
    browserInfo: jsonb('browser_info').notNull(),
    deviceInfo: jsonb('device_info').notNull(),
    sessionId: text('session_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('cookie_consents_created_at_idx').on(table.createdAt)],
);

export const privacyPolicyClicks = account.table('privacy_policy_clicks', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  sessionId: text('session_id').notNull(),
  language: text('language').notNull(),
  source: text('source').notNull(),
  userAgent: text('user_agent'),
  referrer: text('referrer'),
  createdAt: createdAt(),
});

/**
 * Spec §7 analytics events, sent by the browser only after cookie consent. Anonymous: the tab's visit id,
 * never a user id. `props` holds the event's few closed-set details (e.g. `{ from, to }` of a language change).
 */
export const analyticsEvents = account.table(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    sessionId: uuid('session_id').notNull(),
    page: text('page').notNull(),
    props: jsonb('props'),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_created_at_idx').on(table.createdAt)],
);

export const performanceMetrics = account.table('performance_metrics', {
  id: uuid('id').primaryKey().defaultRandom(),
  operation: text('operation').notNull(),
  durationMs: integer('duration_ms').notNull(),
  language: text('language').notNull(),
  userId: uuid('user_id'),
  success: boolean('success').notNull(),
  errorMessage: text('error_message'),
  createdAt: createdAt(),
});

export const errorLogs = account.table('error_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  errorMessage: text('error_message').notNull(),
  errorStack: text('error_stack'),
  userId: uuid('user_id'),
  language: text('language'),
  page: text('page'),
  userAgent: text('user_agent'),
  sessionId: text('session_id'),
  createdAt: createdAt(),
});

/**
 * "Delete my account" requests (spec §4: registered, then processed). `user_id` is unique, so a user
 * has one open request at most; it is cleared once the user's data is being deleted (status
 * `processing`), after which the row holds no personal data and stays readable by its id only.
 */
export const deletionRequests = account.table(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').unique(),
    status: text('status').notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [check('deletion_requests_status', sql`${table.status} in ('requested', 'processing', 'completed')`)],
);
