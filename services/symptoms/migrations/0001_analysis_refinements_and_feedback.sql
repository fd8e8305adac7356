CREATE TABLE "symptoms"."analysis_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_feedback_rating" CHECK ("symptoms"."analysis_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "symptoms"."analysis_refinements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"patient_context" jsonb,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "symptoms"."symptom_analyses" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "symptoms"."symptom_analyses" ADD COLUMN "patient_context" jsonb;--> statement-breakpoint
ALTER TABLE "symptoms"."symptom_analyses" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "symptoms"."symptom_analyses" ADD COLUMN "provider_answer" jsonb;--> statement-breakpoint
ALTER TABLE "symptoms"."symptom_analyses" ADD COLUMN "refinements" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "symptoms"."analysis_feedback" ADD CONSTRAINT "analysis_feedback_analysis_id_symptom_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "symptoms"."symptom_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptoms"."analysis_refinements" ADD CONSTRAINT "analysis_refinements_analysis_id_symptom_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "symptoms"."symptom_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_feedback_analysis_idx" ON "symptoms"."analysis_feedback" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "analysis_refinements_analysis_idx" ON "symptoms"."analysis_refinements" USING btree ("analysis_id","created_at");