CREATE TABLE "dpc_practice_certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dpc_practice_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enrolment_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dpc_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dpc_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "dpc_sessions_training_reference_uq" UNIQUE("training_id","reference")
);
--> statement-breakpoint
CREATE TABLE "dpc_step_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dpc_step_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enrolment_id" bigint NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"score" numeric(4, 2),
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dpc_step_records_enrolment_step_uq" UNIQUE("enrolment_id","step")
);
--> statement-breakpoint
ALTER TABLE "dpc_practice_certificates" ADD CONSTRAINT "dpc_practice_certificates_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpc_sessions" ADD CONSTRAINT "dpc_sessions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpc_step_records" ADD CONSTRAINT "dpc_step_records_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dpc_practice_certificates_enrolment_idx" ON "dpc_practice_certificates" USING btree ("enrolment_id","uploaded_at");