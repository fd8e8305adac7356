-- IF NOT EXISTS: the migrator creates this schema first to hold its own log (migrationsSchema).
CREATE SCHEMA IF NOT EXISTS "identity";
--> statement-breakpoint
CREATE TABLE "identity"."credentials" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_email_unique" UNIQUE("email"),
	CONSTRAINT "credentials_email_lowercase" CHECK ("identity"."credentials"."email" = lower("identity"."credentials"."email"))
);
--> statement-breakpoint
CREATE TABLE "identity"."user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"location_info" jsonb,
	"login_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."user_sessions" ADD CONSTRAINT "user_sessions_user_id_credentials_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."credentials"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sessions_user_id_idx" ON "identity"."user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_login_time_idx" ON "identity"."user_sessions" USING btree ("login_time");