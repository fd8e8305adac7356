-- IF NOT EXISTS: the migrator creates this schema first to hold its own log (migrationsSchema).
CREATE SCHEMA IF NOT EXISTS "sharing";
--> statement-breakpoint
CREATE TABLE "sharing"."referral_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"referral_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_links_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "sharing"."referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_code" text NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"referred_user_id" uuid,
	"status" text DEFAULT 'visited' NOT NULL,
	"visitor_ip" text,
	"visitor_user_agent" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"registered_at" timestamp with time zone,
	"completed_analysis_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status" CHECK ("sharing"."referrals"."status" in ('visited', 'registered', 'completed_analysis'))
);
--> statement-breakpoint
CREATE TABLE "sharing"."shared_link_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sharing_stat_id" uuid NOT NULL,
	"visitor_ip_address" text,
	"visitor_user_agent" text,
	"visitor_session_id" text,
	"referrer_url" text,
	"converted_to_registration" boolean DEFAULT false NOT NULL,
	"converted_to_analysis" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharing"."sharing_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"shared_by_user_id" uuid,
	"analysis_id" uuid,
	"share_type" text NOT NULL,
	"referrer_analysis_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"visitor_session_id" text,
	"link_clicks" integer DEFAULT 0 NOT NULL,
	"conversion_registered" boolean DEFAULT false NOT NULL,
	"conversion_analysis_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_stats_share_type" CHECK ("sharing"."sharing_stats"."share_type" in ('symptom_analysis', 'history_symptom', 'history_exam'))
);
--> statement-breakpoint
CREATE TABLE "sharing"."short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_code" text NOT NULL,
	"original_url" text NOT NULL,
	"share_id" uuid,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_short_code_unique" UNIQUE("short_code")
);
--> statement-breakpoint
ALTER TABLE "sharing"."shared_link_visits" ADD CONSTRAINT "shared_link_visits_sharing_stat_id_sharing_stats_id_fk" FOREIGN KEY ("sharing_stat_id") REFERENCES "sharing"."sharing_stats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing"."short_links" ADD CONSTRAINT "short_links_share_id_sharing_stats_id_fk" FOREIGN KEY ("share_id") REFERENCES "sharing"."sharing_stats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_links_user_idx" ON "sharing"."referral_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_status_idx" ON "sharing"."referrals" USING btree ("referrer_user_id","status");--> statement-breakpoint
CREATE INDEX "referrals_referred_idx" ON "sharing"."referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "shared_link_visits_stat_idx" ON "sharing"."shared_link_visits" USING btree ("sharing_stat_id");--> statement-breakpoint
CREATE INDEX "sharing_stats_shared_by_idx" ON "sharing"."sharing_stats" USING btree ("shared_by_user_id");