CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"contract_type" text,
	"contract_valid_date" date,
	"app_id" text,
	"can_access_training_plan" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"bio" text,
	"avatar_url" text,
	CONSTRAINT "experts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "face_to_face_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "face_to_face_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"face_to_face_id" bigint NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"marketing_city" text,
	"postal_code" text,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"max_participants" integer NOT NULL,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"multi_dates" boolean DEFAULT false NOT NULL,
	CONSTRAINT "face_to_face_sessions_participants_ck" CHECK ("face_to_face_sessions"."current_participants" >= 0 and "face_to_face_sessions"."current_participants" <= "face_to_face_sessions"."max_participants")
);
--> statement-breakpoint
CREATE TABLE "face_to_faces" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "face_to_faces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"name" text NOT NULL,
	"virtual_class" boolean DEFAULT false NOT NULL,
	"no_waiting_list" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "http_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "memberships_user_account_role_uq" UNIQUE("user_id","account_id","role")
);
--> statement-breakpoint
CREATE TABLE "platform_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"platform_id" bigint NOT NULL,
	"locale" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platforms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_name" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"is_convergence" boolean DEFAULT false NOT NULL,
	"primary_color" text,
	"primary_color_dark" text,
	"elearning_color" text,
	"logo_url" text,
	"favicon" text,
	"hotjar_id" text,
	"hotjar_sv" text,
	"classes" text,
	"css_variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_locale" text DEFAULT 'fr-FR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platforms_code_name_unique" UNIQUE("code_name")
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirect_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text,
	"to_url" text,
	"status_code" integer DEFAULT 301 NOT NULL,
	CONSTRAINT "redirect_rules_platform_from_path_uq" UNIQUE("platform_id","from_path"),
	CONSTRAINT "redirect_rules_one_target_ck" CHECK (("redirect_rules"."to_path" is null) <> ("redirect_rules"."to_url" is null))
);
--> statement-breakpoint
CREATE TABLE "session_dates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "session_dates_session_date_uq" UNIQUE("session_id","date")
);
--> statement-breakpoint
CREATE TABLE "training_experts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_experts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"expert_id" bigint NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "training_experts_training_expert_role_uq" UNIQUE("training_id","expert_id","role")
);
--> statement-breakpoint
CREATE TABLE "training_modules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"type_code" integer NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_modules_training_position_uq" UNIQUE("training_id","position")
);
--> statement-breakpoint
CREATE TABLE "training_objectives" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_objectives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"type" integer NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"platform_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"price_ht_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"fundings" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"illustration" text,
	"rating" numeric(3, 2),
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"seo_title" text,
	"seo_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_offers_platform_slug_uq" UNIQUE("platform_id","slug")
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"type" text NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"description" text DEFAULT '' NOT NULL,
	"total_duration_minutes" integer DEFAULT 0 NOT NULL,
	"elearning_minutes" integer,
	"face_to_face_minutes" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"credits" integer,
	"is_dpc_program" boolean DEFAULT false NOT NULL,
	"course_id_dpc" text,
	"provider_name" text NOT NULL,
	"logo_small_provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"function" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_platform_email_uq" UNIQUE("platform_id","email")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_to_face_sessions" ADD CONSTRAINT "face_to_face_sessions_face_to_face_id_face_to_faces_id_fk" FOREIGN KEY ("face_to_face_id") REFERENCES "public"."face_to_faces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_to_faces" ADD CONSTRAINT "face_to_faces_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "http_sessions" ADD CONSTRAINT "http_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_domains" ADD CONSTRAINT "platform_domains_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_rules" ADD CONSTRAINT "redirect_rules_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_dates" ADD CONSTRAINT "session_dates_session_id_face_to_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_to_face_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_experts" ADD CONSTRAINT "training_experts_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_experts" ADD CONSTRAINT "training_experts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_modules" ADD CONSTRAINT "training_modules_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_objectives" ADD CONSTRAINT "training_objectives_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_offers" ADD CONSTRAINT "training_offers_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_offers" ADD CONSTRAINT "training_offers_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_platform_id_idx" ON "accounts" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "face_to_face_sessions_face_to_face_id_idx" ON "face_to_face_sessions" USING btree ("face_to_face_id","start_date");--> statement-breakpoint
CREATE INDEX "face_to_faces_training_id_idx" ON "face_to_faces" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "http_sessions_user_id_idx" ON "http_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "http_sessions_expires_at_idx" ON "http_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "memberships_account_id_idx" ON "memberships" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "platform_domains_platform_id_idx" ON "platform_domains" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "training_experts_expert_id_idx" ON "training_experts" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "training_objectives_training_id_idx" ON "training_objectives" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "training_offers_catalogue_idx" ON "training_offers" USING btree ("platform_id","is_published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_offers_training_id_idx" ON "training_offers" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "trainings_lang_type_idx" ON "trainings" USING btree ("lang","type");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");