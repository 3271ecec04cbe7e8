CREATE TABLE "cheque_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cheque_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"cheque_number" text NOT NULL,
	"bank" text NOT NULL,
	"received_on" date NOT NULL,
	"recorded_by" bigint,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheque_payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "cheque_payments_amount_ck" CHECK ("cheque_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cheque_payments" ADD CONSTRAINT "cheque_payments_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_payments" ADD CONSTRAINT "cheque_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_payments" ADD CONSTRAINT "cheque_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;