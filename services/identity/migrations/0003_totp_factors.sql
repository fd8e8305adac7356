CREATE TABLE "identity"."totp_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint
);
--> statement-breakpoint
CREATE TABLE "identity"."totp_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "totp_recovery_codes_user_code_unique" UNIQUE("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "identity"."totp_factors" ADD CONSTRAINT "totp_factors_user_id_credentials_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."credentials"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."totp_recovery_codes" ADD CONSTRAINT "totp_recovery_codes_user_id_credentials_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."credentials"("user_id") ON DELETE cascade ON UPDATE no action;