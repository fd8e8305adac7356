CREATE TABLE "account"."exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"ai_summary" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_status" CHECK ("account"."exams"."status" in ('pending', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "account"."profiles" ADD COLUMN "first_session_id" uuid;--> statement-breakpoint
ALTER TABLE "account"."user_settings" ADD COLUMN "exam_analysis_notify" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "exams_user_id_created_at_idx" ON "account"."exams" USING btree ("user_id","created_at");--> statement-breakpoint
-- Users who signed up before first visits were recorded are returning users: a session id no session has.
UPDATE "account"."profiles" SET "first_session_id" = gen_random_uuid();
