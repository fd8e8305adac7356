ALTER TABLE "pro"."subscribers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "pro"."subscribers" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pro"."subscribers" ADD COLUMN "stripe_state_at" timestamp with time zone;