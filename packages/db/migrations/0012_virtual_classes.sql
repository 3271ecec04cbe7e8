CREATE TABLE "virtual_classes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "virtual_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"external_url" text,
	"replay_url" text,
	"trainer_name" text,
	"trainer_token_hash" text,
	"trainer_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_classes_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "virtual_classes_trainer_token_hash_unique" UNIQUE("trainer_token_hash")
);
--> statement-breakpoint
ALTER TABLE "virtual_classes" ADD CONSTRAINT "virtual_classes_session_id_face_to_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_to_face_sessions"("id") ON DELETE cascade ON UPDATE no action;