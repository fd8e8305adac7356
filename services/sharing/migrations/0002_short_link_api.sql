ALTER TABLE "sharing"."sharing_stats" ADD COLUMN "shared_by_guest_key" text;--> statement-breakpoint
ALTER TABLE "sharing"."sharing_stats" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "sharing"."short_links" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sharing"."short_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sharing_stats_shared_by_guest_idx" ON "sharing"."sharing_stats" USING btree ("shared_by_guest_key");