CREATE TABLE "fundae_credit_inputs" (
	"account_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"contributions_cents" bigint NOT NULL,
	"average_workforce" numeric(7, 2) NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundae_credit_inputs_account_id_year_pk" PRIMARY KEY("account_id","year"),
	CONSTRAINT "fundae_credit_inputs_positive" CHECK ("fundae_credit_inputs"."contributions_cents" >= 0 and "fundae_credit_inputs"."average_workforce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fundae_credit_inputs" ADD CONSTRAINT "fundae_credit_inputs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundae_credit_inputs" ADD CONSTRAINT "fundae_credit_inputs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;