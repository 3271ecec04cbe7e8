CREATE TABLE "training_plan_activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_plan_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" bigint NOT NULL,
	"training_id" bigint NOT NULL,
	"session_id" bigint,
	"start_date" date NOT NULL,
	"finish_date" date NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_plan_activities_dates_ck" CHECK ("training_plan_activities"."finish_date" >= "training_plan_activities"."start_date")
);
--> statement-breakpoint
CREATE TABLE "training_plan_activity_users" (
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "training_plan_activity_users_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"name" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_plans_dates_ck" CHECK ("training_plans"."end_date" >= "training_plans"."start_date")
);
--> statement-breakpoint
ALTER TABLE "training_plan_activities" ADD CONSTRAINT "training_plan_activities_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_activities" ADD CONSTRAINT "training_plan_activities_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_activities" ADD CONSTRAINT "training_plan_activities_session_id_face_to_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_to_face_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_activities" ADD CONSTRAINT "training_plan_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_activity_users" ADD CONSTRAINT "training_plan_activity_users_activity_id_training_plan_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."training_plan_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_activity_users" ADD CONSTRAINT "training_plan_activity_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_plan_activities_plan_idx" ON "training_plan_activities" USING btree ("plan_id","start_date");--> statement-breakpoint
CREATE INDEX "training_plan_activity_users_user_idx" ON "training_plan_activity_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_plans_account_idx" ON "training_plans" USING btree ("account_id","start_date");