import { outboxTables } from '@app/service-kit';
import { sql } from 'drizzle-orm';
import { check, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pro = pgSchema('pro');

/** Each event handled once (user.deleted); pro sends no events, so it has no outbox table. */
export const { processedEvents } = outboxTables('pro');

/** A user's subscription: "active" status means subscribed, plan "pro" means Pro; up to 3 family e-mails. */
export const subscribers = pro.table(
  'subscribers',
  {
    userId: uuid('user_id').primaryKey(),
    status: text('status').notNull().default('inactive'),
    planType: text('plan_type').notNull().default('pro'),
    familyEmails: text('family_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('subscribers_family_emails_max_3', sql`cardinality(${table.familyEmails}) <= 3`)],
);
