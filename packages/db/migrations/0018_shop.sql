CREATE TABLE "cart_product_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_product_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cart_product_id" bigint NOT NULL,
	"face_to_face_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"held_until" timestamp with time zone,
	CONSTRAINT "cart_product_sessions_part_uq" UNIQUE("cart_product_id","face_to_face_id")
);
--> statement-breakpoint
CREATE TABLE "cart_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cart_id" text NOT NULL,
	"offer_id" bigint NOT NULL,
	"function_name" text,
	"funding" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_products_cart_offer_uq" UNIQUE("cart_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"user_id" bigint,
	"guest_key_hash" text,
	"discount_code_id" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value_bp" integer,
	"value_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"offer_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"training_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value_ck" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."value_bp" between 0 and 10000 and "discount_codes"."value_cents" is null) or ("discount_codes"."kind" = 'amount' and "discount_codes"."value_cents" >= 0 and "discount_codes"."value_bp" is null)),
	CONSTRAINT "discount_codes_uses_ck" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."used_count" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"platform_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_platform_id_year_pk" PRIMARY KEY("platform_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"country" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"lang" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"download_token" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_download_token_unique" UNIQUE("download_token"),
	CONSTRAINT "invoices_platform_year_sequence_uq" UNIQUE("platform_id","year","sequence")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"training_id" bigint NOT NULL,
	"name" text NOT NULL,
	"training_type" text NOT NULL,
	"function_name" text NOT NULL,
	"funding" text NOT NULL,
	"sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_price_ht_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_with_vat_cents" integer NOT NULL,
	"enrolment_id" bigint
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"platform_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"cart_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"provider_payment_id" text,
	"lang" text NOT NULL,
	"country" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"discount_code_id" bigint,
	"gross_ht_cents" integer NOT NULL,
	"total_discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_with_vat_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_totals_ck" CHECK ("orders"."total_cents" >= 0 and "orders"."vat_cents" >= 0 and "orders"."total_with_vat_cents" = "orders"."total_cents" + "orders"."vat_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"transaction_id" text,
	"order_id" bigint,
	"status" text,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_transaction_uq" UNIQUE("provider","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "cart_product_sessions" ADD CONSTRAINT "cart_product_sessions_cart_product_id_cart_products_id_fk" FOREIGN KEY ("cart_product_id") REFERENCES "public"."cart_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_product_sessions" ADD CONSTRAINT "cart_product_sessions_face_to_face_id_face_to_faces_id_fk" FOREIGN KEY ("face_to_face_id") REFERENCES "public"."face_to_faces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_product_sessions" ADD CONSTRAINT "cart_product_sessions_session_id_face_to_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_to_face_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_offer_id_training_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."training_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_offer_id_training_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."training_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_product_sessions_held_idx" ON "cart_product_sessions" USING btree ("held_until") WHERE "cart_product_sessions"."held_until" is not null;--> statement-breakpoint
CREATE INDEX "cart_product_sessions_session_idx" ON "cart_product_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "cart_products_offer_idx" ON "cart_products" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_user_uq" ON "carts" USING btree ("platform_id","user_id") WHERE "carts"."status" = 'open' and "carts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_key_uq" ON "carts" USING btree ("guest_key_hash") WHERE "carts"."guest_key_hash" is not null;--> statement-breakpoint
CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_platform_code_uq" ON "discount_codes" USING btree ("platform_id",upper("code"));--> statement-breakpoint
CREATE INDEX "discount_codes_platform_idx" ON "discount_codes" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_user_idx" ON "discount_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_settled_uq" ON "orders" USING btree ("cart_id") WHERE "orders"."status" in ('paid', 'awaitingCheque');--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_platform_status_idx" ON "orders" USING btree ("platform_id","status");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");