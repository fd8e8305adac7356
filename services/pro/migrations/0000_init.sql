-- IF NOT EXISTS: the migrator creates this schema first to hold its own log (migrationsSchema).
CREATE SCHEMA IF NOT EXISTS "pro";
--> statement-breakpoint
CREATE TABLE "pro"."subscribers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"plan_type" text DEFAULT 'pro' NOT NULL,
	"family_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "subscribers_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "subscribers_family_emails_max_3" CHECK (cardinality("pro"."subscribers"."family_emails") <= 3)
);
