CREATE TABLE "compliance_declarations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"provider" text NOT NULL,
	"completed_on" date NOT NULL,
	"tags" jsonb NOT NULL,
	"proof_name" text NOT NULL,
	"proof_type" text NOT NULL,
	"proof_size" integer NOT NULL,
	"proof" "bytea" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_declarations_status_ck" CHECK ("compliance_declarations"."status" in ('pending', 'verified', 'refused')),
	CONSTRAINT "compliance_declarations_refusal_ck" CHECK (("compliance_declarations"."status" = 'refused') = ("compliance_declarations"."refusal_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ordre_registered_on" date;--> statement-breakpoint
ALTER TABLE "compliance_declarations" ADD CONSTRAINT "compliance_declarations_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_declarations" ADD CONSTRAINT "compliance_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_declarations" ADD CONSTRAINT "compliance_declarations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_declarations_user_idx" ON "compliance_declarations" USING btree ("user_id","completed_on");--> statement-breakpoint
CREATE INDEX "compliance_declarations_pending_idx" ON "compliance_declarations" USING btree ("platform_id","created_at") WHERE "compliance_declarations"."status" = 'pending';