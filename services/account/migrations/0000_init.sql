-- IF NOT EXISTS: the migrator creates this schema first to hold its own log (migrationsSchema).
CREATE SCHEMA IF NOT EXISTS "account";
--> statement-breakpoint
CREATE TABLE "account"."cookie_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"language" text NOT NULL,
	"browser_info" jsonb NOT NULL,
	"device_info" jsonb NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account"."error_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"error_message" text NOT NULL,
	"error_stack" text,
	"user_id" uuid,
	"language" text,
	"page" text,
	"user_agent" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account"."performance_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"language" text NOT NULL,
	"user_id" uuid,
	"success" boolean NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account"."privacy_policy_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"session_id" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"user_agent" text,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account"."profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"last_login" timestamp with time zone,
	"birth_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_location" jsonb,
	"registration_ip" text,
	"browser_info" jsonb,
	"device_info" jsonb
);
--> statement-breakpoint
CREATE TABLE "account"."user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'portuguese' NOT NULL,
	"share_data_consent" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account"."user_settings" ADD CONSTRAINT "user_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cookie_consents_created_at_idx" ON "account"."cookie_consents" USING btree ("created_at");