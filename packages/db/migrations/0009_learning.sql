CREATE TABLE "attestations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attestations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enrolment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"platform_id" bigint NOT NULL,
	"code" text NOT NULL,
	"lang" text NOT NULL,
	"seconds_spent" integer NOT NULL,
	"points" integer,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attestations_enrolment_id_unique" UNIQUE("enrolment_id"),
	CONSTRAINT "attestations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"account_id" bigint,
	"training_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"initial_score" numeric(4, 2),
	"final_score" numeric(4, 2),
	"points" integer,
	"seconds_spent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_user_training_platform_uq" UNIQUE("user_id","training_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "module_contents" (
	"module_id" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text,
	"mime_type" text,
	"bytes" integer,
	"scorm_version" text,
	"scorm_entry" text,
	"duration_seconds" integer,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_progress" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "module_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enrolment_id" bigint NOT NULL,
	"module_id" bigint NOT NULL,
	"status" text DEFAULT 'notStarted' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"seconds_spent" integer DEFAULT 0 NOT NULL,
	"position_seconds" integer,
	"score" numeric(4, 2),
	"cmi" jsonb,
	"last_heartbeat_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_progress_enrolment_module_uq" UNIQUE("enrolment_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quiz_tracking_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"platform_id" bigint NOT NULL,
	"question_id" text,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"enrolment_id" bigint NOT NULL,
	"module_id" bigint,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "enrolment_id" bigint;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_offer_id_training_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."training_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_contents" ADD CONSTRAINT "module_contents_module_id_training_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."training_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_module_id_training_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."training_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_feedbacks" ADD CONSTRAINT "quiz_feedbacks_quiz_tracking_id_quiz_trackings_id_fk" FOREIGN KEY ("quiz_tracking_id") REFERENCES "public"."quiz_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_feedbacks" ADD CONSTRAINT "quiz_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_feedbacks" ADD CONSTRAINT "quiz_feedbacks_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_module_id_training_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."training_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_user_status_idx" ON "enrolments" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "quiz_feedbacks_platform_idx" ON "quiz_feedbacks" USING btree ("platform_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_user_idx" ON "tracking_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "tracking_events_enrolment_idx" ON "tracking_events" USING btree ("enrolment_id","id");--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;