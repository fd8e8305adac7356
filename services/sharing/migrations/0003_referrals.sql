DROP INDEX "sharing"."referral_links_user_idx";--> statement-breakpoint
DROP INDEX "sharing"."referrals_referred_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_user_unique" ON "sharing"."referral_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_user_unique" ON "sharing"."referrals" USING btree ("referred_user_id");