CREATE TABLE "billboards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billboards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"illustration" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billboards_lang_ck" CHECK ("billboards"."lang" in ('fr', 'es'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"lang" text NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message_html" text NOT NULL,
	"advisor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference"),
	CONSTRAINT "contact_messages_kind_ck" CHECK ("contact_messages"."kind" in ('contact', 'advisor'))
);
--> statement-breakpoint
CREATE TABLE "custom_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_pages_platform_lang_slug_uq" UNIQUE("platform_id","lang","slug"),
	CONSTRAINT "custom_pages_lang_ck" CHECK ("custom_pages"."lang" in ('fr', 'es')),
	CONSTRAINT "custom_pages_window_ck" CHECK ("custom_pages"."start_date" is null or "custom_pages"."end_date" is null or "custom_pages"."start_date" <= "custom_pages"."end_date")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_platform_lang_path_uq" UNIQUE("platform_id","lang","path"),
	CONSTRAINT "documents_lang_ck" CHECK ("documents"."lang" in ('fr', 'es')),
	CONSTRAINT "documents_path_ck" CHECK ("documents"."path" ~ '^[a-z0-9-]+(/[a-z0-9-]+)*$')
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"section_id" bigint NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"title" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_sections_lang_ck" CHECK ("faq_sections"."lang" in ('fr', 'es')),
	CONSTRAINT "faq_sections_kind_ck" CHECK ("faq_sections"."kind" in ('general', 'bonificacion'))
);
--> statement-breakpoint
CREATE TABLE "feedback_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_id" bigint NOT NULL,
	"rating" integer NOT NULL,
	"comment_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_answers_token_id_unique" UNIQUE("token_id"),
	CONSTRAINT "feedback_answers_rating_ck" CHECK ("feedback_answers"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "feedback_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"platform_id" bigint NOT NULL,
	"user_id" bigint,
	"training_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groupements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groupements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo" text,
	"url" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupements_lang_ck" CHECK ("groupements"."lang" in ('fr', 'es'))
);
--> statement-breakpoint
CREATE TABLE "login_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"lang" text DEFAULT 'fr' NOT NULL,
	"illustration" text NOT NULL,
	"bg_color" text,
	"is_full_bg" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_images_platform_lang_uq" UNIQUE("platform_id","lang"),
	CONSTRAINT "login_images_lang_ck" CHECK ("login_images"."lang" in ('fr', 'es'))
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_html" text NOT NULL,
	"illustration" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_platform_lang_slug_uq" UNIQUE("platform_id","lang","slug"),
	CONSTRAINT "news_articles_lang_ck" CHECK ("news_articles"."lang" in ('fr', 'es'))
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"lang" text NOT NULL,
	"email" text NOT NULL,
	"answers" jsonb NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "survey_answers_kind_ck" CHECK ("survey_answers"."kind" in ('offer', 'custom-training'))
);
--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "billboards" ADD CONSTRAINT "billboards_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_pages" ADD CONSTRAINT "custom_pages_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_sections" ADD CONSTRAINT "faq_sections_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_token_id_feedback_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."feedback_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tokens" ADD CONSTRAINT "feedback_tokens_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tokens" ADD CONSTRAINT "feedback_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tokens" ADD CONSTRAINT "feedback_tokens_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupements" ADD CONSTRAINT "groupements_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_images" ADD CONSTRAINT "login_images_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billboards_platform_lang_idx" ON "billboards" USING btree ("platform_id","lang","order");--> statement-breakpoint
CREATE INDEX "contact_messages_platform_created_idx" ON "contact_messages" USING btree ("platform_id","created_at");--> statement-breakpoint
CREATE INDEX "faq_questions_section_order_idx" ON "faq_questions" USING btree ("section_id","order");--> statement-breakpoint
CREATE INDEX "faq_sections_platform_lang_kind_idx" ON "faq_sections" USING btree ("platform_id","lang","kind","order");--> statement-breakpoint
CREATE INDEX "feedback_tokens_training_idx" ON "feedback_tokens" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "form_submissions_scope_key_at_idx" ON "form_submissions" USING btree ("scope","key","at");--> statement-breakpoint
CREATE INDEX "groupements_platform_lang_idx" ON "groupements" USING btree ("platform_id","lang","order");--> statement-breakpoint
CREATE INDEX "news_articles_platform_lang_published_idx" ON "news_articles" USING btree ("platform_id","lang","published_at");--> statement-breakpoint
CREATE INDEX "survey_answers_platform_kind_idx" ON "survey_answers" USING btree ("platform_id","kind","created_at");