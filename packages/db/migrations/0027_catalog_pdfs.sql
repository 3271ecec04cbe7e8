CREATE TABLE "catalog_pdfs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_pdfs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" bigint,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_pdfs_platform_lang_uq" UNIQUE("platform_id","lang"),
	CONSTRAINT "catalog_pdfs_lang_ck" CHECK ("catalog_pdfs"."lang" in ('fr', 'es'))
);
--> statement-breakpoint
ALTER TABLE "catalog_pdfs" ADD CONSTRAINT "catalog_pdfs_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_pdfs" ADD CONSTRAINT "catalog_pdfs_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;