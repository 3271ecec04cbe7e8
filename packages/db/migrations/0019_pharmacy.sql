CREATE TABLE "account_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"product" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"price_ht_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"lang" text NOT NULL,
	"replaces_contract_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "account_contracts_period_ck" CHECK ("account_contracts"."period_end" >= "account_contracts"."period_start"),
	CONSTRAINT "account_contracts_price_ck" CHECK ("account_contracts"."price_ht_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signer_role" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"document_sha256" text NOT NULL,
	"consent_text" text NOT NULL,
	"lang" text NOT NULL,
	"signed_pdf" "bytea" NOT NULL,
	"signed_pdf_sha256" text NOT NULL,
	CONSTRAINT "contract_signatures_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_exports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"format" text NOT NULL,
	"filters" text DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "pharmacy_exports_progress_ck" CHECK ("pharmacy_exports"."done" >= 0 and "pharmacy_exports"."done" <= "pharmacy_exports"."total" or "pharmacy_exports"."total" = 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "offer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "training_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "training_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "function_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "cart_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_id" bigint;--> statement-breakpoint
ALTER TABLE "account_contracts" ADD CONSTRAINT "account_contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_contracts" ADD CONSTRAINT "account_contracts_replaces_contract_id_account_contracts_id_fk" FOREIGN KEY ("replaces_contract_id") REFERENCES "public"."account_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_account_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."account_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_exports" ADD CONSTRAINT "pharmacy_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_exports" ADD CONSTRAINT "pharmacy_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_contracts_account_idx" ON "account_contracts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "pharmacy_exports_account_idx" ON "pharmacy_exports" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contract_id_account_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."account_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_contract_settled_uq" ON "orders" USING btree ("contract_id") WHERE "orders"."status" in ('paid', 'awaitingCheque');--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_ck" CHECK (("orders"."kind" = 'cart' and "orders"."cart_id" is not null) or ("orders"."kind" = 'contract' and "orders"."contract_id" is not null));