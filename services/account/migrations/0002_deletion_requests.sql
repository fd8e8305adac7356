CREATE TABLE "account"."deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deletion_requests_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "deletion_requests_status" CHECK ("account"."deletion_requests"."status" in ('requested', 'processing', 'completed'))
);
