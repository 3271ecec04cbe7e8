CREATE TABLE "dpec_file_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dpec_file_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint NOT NULL,
	"user_id" bigint,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dpec_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dpec_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"learner_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"funder" text NOT NULL,
	"funder_reason" text NOT NULL,
	"dpc_session_id" bigint,
	"state" text DEFAULT 'created' NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dpec_file_events" ADD CONSTRAINT "dpec_file_events_file_id_dpec_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dpec_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpec_file_events" ADD CONSTRAINT "dpec_file_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpec_files" ADD CONSTRAINT "dpec_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpec_files" ADD CONSTRAINT "dpec_files_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpec_files" ADD CONSTRAINT "dpec_files_offer_id_training_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."training_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpec_files" ADD CONSTRAINT "dpec_files_dpc_session_id_dpc_sessions_id_fk" FOREIGN KEY ("dpc_session_id") REFERENCES "public"."dpc_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpec_files" ADD CONSTRAINT "dpec_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dpec_file_events_file_idx" ON "dpec_file_events" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "dpec_files_account_idx" ON "dpec_files" USING btree ("account_id","state");