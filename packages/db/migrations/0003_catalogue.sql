-- pg_trgm (typo-tolerant search: similarity, word_similarity, % operators, trigram indexes) is a trusted contrib
-- extension on PostgreSQL >= 13; PGlite needs it passed to PGlite.create (client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "training_associations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_associations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"associated_training_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_associations_pair_uq" UNIQUE("training_id","associated_training_id"),
	CONSTRAINT "training_associations_not_self_ck" CHECK ("training_associations"."training_id" <> "training_associations"."associated_training_id")
);
--> statement-breakpoint
CREATE TABLE "training_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_reviews_rating_ck" CHECK ("training_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "logo_provider" text;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "provider_certifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "can_start" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "salesforce_id" text;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "legal_notice" text;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "additional_information" text;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "external_platform_url" text;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "sessions_on_demand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_offers" ADD COLUMN "live_module_has_no_f2f" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "action_dpc_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "agreements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "available_functions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "available_on_space" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "available_on_store" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "bpm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "cant_start_message" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "counter_case" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "custom_register_link" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "direct_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "dispo_groupment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "dpc" jsonb;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "dpc_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "f2f_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "groupement" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "groupement_bandeau" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "replace_groupment" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "has_new_dates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "has_new_version" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "has_quiz" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "hide_on_trainings_filtered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "main_illustration" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "more_infos" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "no_contract_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "no_pif" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "number_of_follow_up" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "number_of_trainings" integer;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "obsolete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "org_dom_tom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "outdated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "plan_f2f" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "face_to_face_first" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "training_organization" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "uas" jsonb;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "video_id" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "work_in_progress" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "is_epp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "epp_type" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "additional_ids" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "session_on_demand_min_participants" integer;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "last_loaded_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "last_update" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "content_last_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_associations" ADD CONSTRAINT "training_associations_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_associations" ADD CONSTRAINT "training_associations_associated_training_id_trainings_id_fk" FOREIGN KEY ("associated_training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reviews" ADD CONSTRAINT "training_reviews_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_associations_associated_idx" ON "training_associations" USING btree ("associated_training_id");--> statement-breakpoint
CREATE INDEX "training_reviews_training_id_idx" ON "training_reviews" USING btree ("training_id","created_at" DESC NULLS LAST);