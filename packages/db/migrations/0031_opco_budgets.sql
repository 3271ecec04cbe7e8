CREATE TABLE "opco_budgets" (
	"account_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"budget_cents" bigint NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opco_budgets_account_id_year_pk" PRIMARY KEY("account_id","year"),
	CONSTRAINT "opco_budgets_positive" CHECK ("opco_budgets"."budget_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "opco_budgets" ADD CONSTRAINT "opco_budgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opco_budgets" ADD CONSTRAINT "opco_budgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;