import { outboxTables } from '@app/service-kit';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const sharing = pgSchema('sharing');

/** Each event handled once (user.deleted); sharing sends no events yet, so it has no outbox table. */
export const { processedEvents } = outboxTables('sharing');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One share of an analysis or history item, with its click and conversion counters. */
export const sharingStats = sharing.table(
  'sharing_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    sharedByUserId: uuid('shared_by_user_id'),
    analysisId: uuid('analysis_id'),
    shareType: text('share_type').notNull(),
    referrerAnalysisId: uuid('referrer_analysis_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    visitorSessionId: text('visitor_session_id'),
    linkClicks: integer('link_clicks').notNull().default(0),
    conversionRegistered: boolean('conversion_registered').notNull().default(false),
    conversionAnalysisCompleted: boolean('conversion_analysis_completed').notNull().default(false),
    createdAt: createdAt(),
    /**
     * A guest sharer: SHA-256 of their signed guest cookie (stable per guest, verified by symptoms when the
     * share was made), so their browser can list and revoke the share without sharing knowing the guest id.
     */
    sharedByGuestKey: text('shared_by_guest_key'),
    /** What the shared-result page shows (ShareSnapshot), taken at share time; cleared when the link is revoked. */
    snapshot: jsonb('snapshot'),
  },
  (table) => [
    check('sharing_stats_share_type', sql`${table.shareType} in ('symptom_analysis', 'history_symptom', 'history_exam')`),
    index('sharing_stats_shared_by_idx').on(table.sharedByUserId),
    index('sharing_stats_shared_by_guest_idx').on(table.sharedByGuestKey),
  ],
);

/** `/s/<short_code>` → original_url (a same-site path), counting clicks. */
export const shortLinks = sharing.table('short_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  shortCode: text('short_code').notNull().unique(),
  originalUrl: text('original_url').notNull(),
  shareId: uuid('share_id').references(() => sharingStats.id, { onDelete: 'set null' }),
  clicks: integer('clicks').notNull().default(0),
  createdAt: createdAt(),
  /** Null: never expires. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Codes of links revoked or deleted lately: the feed the gateways read to drop them from their caches. Rows older
 * than a day are removed when new ones come (a gateway reads the feed every second).
 */
export const shortLinkRevocations = sharing.table(
  'short_link_revocations',
  {
    shortCode: text('short_code').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('short_link_revocations_revoked_at_idx').on(table.revokedAt)],
);

/**
 * A conversion (spec §4) whose share visit sharing has not recorded yet: the gateway counts visits a moment after
 * it redirects, so a quick sign-up or analysis can arrive first. Applied, and removed, when the visit is recorded;
 * one that names no visit at all is removed after a day.
 */
export const shareConversionClaims = sharing.table(
  'share_conversion_claims',
  {
    visitId: uuid('visit_id').notNull(),
    conversion: text('conversion').notNull(),
    userId: uuid('user_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.visitId, table.conversion] }),
    check('share_conversion_claims_conversion', sql`${table.conversion} in ('registration', 'analysis')`),
    index('share_conversion_claims_claimed_at_idx').on(table.claimedAt),
  ],
);

export const sharedLinkVisits = sharing.table(
  'shared_link_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sharingStatId: uuid('sharing_stat_id')
      .notNull()
      .references(() => sharingStats.id, { onDelete: 'cascade' }),
    visitorIpAddress: text('visitor_ip_address'),
    visitorUserAgent: text('visitor_user_agent'),
    visitorSessionId: text('visitor_session_id'),
    referrerUrl: text('referrer_url'),
    convertedToRegistration: boolean('converted_to_registration').notNull().default(false),
    convertedToAnalysis: boolean('converted_to_analysis').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('shared_link_visits_stat_idx').on(table.sharingStatId)],
);

export const referralLinks = sharing.table(
  'referral_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    referralCode: text('referral_code').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  // One code per user (spec generate_referral_code): concurrent first asks end with the same row.
  (table) => [uniqueIndex('referral_links_user_unique').on(table.userId)],
);

/** visited → registered → completed_analysis (spec §4). */
export const referrals = sharing.table(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referralCode: text('referral_code').notNull(),
    referrerUserId: uuid('referrer_user_id').notNull(),
    referredUserId: uuid('referred_user_id'),
    status: text('status').notNull().default('visited'),
    visitorIp: text('visitor_ip'),
    visitorUserAgent: text('visitor_user_agent'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    completedAnalysisAt: timestamp('completed_analysis_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('referrals_status', sql`${table.status} in ('visited', 'registered', 'completed_analysis')`),
    index('referrals_referrer_status_idx').on(table.referrerUserId, table.status),
    // A user is referred at most once. NULLs are distinct, so visits (nobody referred yet) and the referrals of
    // deleted users (referred_user_id cleared) never collide.
    uniqueIndex('referrals_referred_user_unique').on(table.referredUserId),
  ],
);
