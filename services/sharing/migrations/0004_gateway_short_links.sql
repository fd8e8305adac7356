CREATE TABLE "sharing"."share_conversion_claims" (
	"visit_id" uuid NOT NULL,
	"conversion" text NOT NULL,
	"user_id" uuid,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_conversion_claims_visit_id_conversion_pk" PRIMARY KEY("visit_id","conversion"),
	CONSTRAINT "share_conversion_claims_conversion" CHECK ("sharing"."share_conversion_claims"."conversion" in ('registration', 'analysis'))
);
--> statement-breakpoint
CREATE TABLE "sharing"."short_link_revocations" (
	"short_code" text NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "share_conversion_claims_claimed_at_idx" ON "sharing"."share_conversion_claims" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "short_link_revocations_revoked_at_idx" ON "sharing"."short_link_revocations" USING btree ("revoked_at");