CREATE TABLE "pro"."chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role" CHECK ("pro"."chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "pro"."family_members" (
	"owner_user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"member_user_id" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "family_members_owner_user_id_email_pk" PRIMARY KEY("owner_user_id","email"),
	CONSTRAINT "family_members_status" CHECK ("pro"."family_members"."status" in ('invited', 'active'))
);
--> statement-breakpoint
CREATE TABLE "pro"."stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pro"."subscribers" DROP CONSTRAINT "subscribers_family_emails_max_3";--> statement-breakpoint
CREATE INDEX "chat_messages_user_created_idx" ON "pro"."chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "family_members_email_idx" ON "pro"."family_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "family_members_member_idx" ON "pro"."family_members" USING btree ("member_user_id");--> statement-breakpoint
ALTER TABLE "pro"."subscribers" DROP COLUMN "family_emails";