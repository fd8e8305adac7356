import { outboxTables } from '@app/service-kit';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pro = pgSchema('pro');

/** Each event handled once (user.deleted); pro sends no events, so it has no outbox table. */
export const { processedEvents } = outboxTables('pro');

/**
 * A user's subscription (spec §3 subscribers). `status` is Stripe's subscription status ('inactive' before
 * any): active, trialing and past_due give Pro. `stripe_state_at` is the `created` time of the Stripe event
 * whose subscription state is stored, so an older event arriving late never overwrites a newer one.
 */
export const subscribers = pro.table('subscribers', {
  userId: uuid('user_id').primaryKey(),
  /** The owner's sign-in e-mail when they started checkout: their family members' test access follows it. */
  email: text('email'),
  status: text('status').notNull().default('inactive'),
  planType: text('plan_type').notNull().default('pro'),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  stripeStateAt: timestamp('stripe_state_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec §3 "Family member" (the spec's subscribers.family_emails, one row per e-mail so each has a status):
 * `invited` until someone signs in with that e-mail verified, then `active` with their user id.
 */
export const familyMembers = pro.table(
  'family_members',
  {
    ownerUserId: uuid('owner_user_id').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('invited'),
    memberUserId: uuid('member_user_id'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.ownerUserId, table.email] }),
    index('family_members_email_idx').on(table.email),
    index('family_members_member_idx').on(table.memberUserId),
    check('family_members_status', sql`${table.status} in ('invited', 'active')`),
  ],
);

/** Stripe events already applied, by event id: a replayed webhook changes nothing. */
export const stripeEvents = pro.table('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 "Chat message", per user; `meta` keeps what the built-in assistant needs on the next turn. */
export const chatMessages = pro.table(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_user_created_idx').on(table.userId, table.createdAt),
    check('chat_messages_role', sql`${table.role} in ('user', 'assistant')`),
  ],
);
