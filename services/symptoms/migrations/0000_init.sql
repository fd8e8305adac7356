-- IF NOT EXISTS: the migrator creates this schema first to hold its own log (migrationsSchema).
CREATE SCHEMA IF NOT EXISTS "symptoms";
--> statement-breakpoint
CREATE TABLE "symptoms"."symptom_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_id" text,
	"symptoms_text" text NOT NULL,
	"ai_response" jsonb NOT NULL,
	"nivel_urgencia" text NOT NULL,
	"possiveis_causas" jsonb NOT NULL,
	"proximos_passos" jsonb NOT NULL,
	"recomendacoes" jsonb,
	"status" text DEFAULT 'completed' NOT NULL,
	"language" text NOT NULL,
	"provider" text NOT NULL,
	"engine_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "symptom_analyses_nivel_urgencia" CHECK ("symptoms"."symptom_analyses"."nivel_urgencia" in ('low', 'medium', 'high', 'emergency'))
);
--> statement-breakpoint
CREATE INDEX "symptom_analyses_user_created_idx" ON "symptoms"."symptom_analyses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "symptom_analyses_guest_idx" ON "symptoms"."symptom_analyses" USING btree ("guest_id");