CREATE TABLE "session_attendances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_attendances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"date" date NOT NULL,
	"joined_at" timestamp with time zone,
	"present" boolean,
	"marked_by" text,
	"marked_at" timestamp with time zone,
	CONSTRAINT "session_attendances_booking_date_uq" UNIQUE("booking_id","date")
);
--> statement-breakpoint
CREATE TABLE "session_bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"enrolment_id" bigint NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_attendances" ADD CONSTRAINT "session_attendances_booking_id_session_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."session_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_session_id_face_to_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_to_face_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_bookings_live_uq" ON "session_bookings" USING btree ("session_id","user_id") WHERE "session_bookings"."status" in ('confirmed', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX "session_bookings_queue_idx" ON "session_bookings" USING btree ("session_id","status","queued_at","id");--> statement-breakpoint
CREATE INDEX "session_bookings_user_idx" ON "session_bookings" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "session_bookings_enrolment_idx" ON "session_bookings" USING btree ("enrolment_id");