CREATE TABLE "catalog_entries" (
	"offer_id" bigint PRIMARY KEY NOT NULL,
	"training_id" bigint NOT NULL,
	"platform_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"type" text NOT NULL,
	"available_functions" text[] NOT NULL,
	"fundings" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"total_duration_minutes" integer NOT NULL,
	"free" boolean NOT NULL,
	"price_ht_cents" integer NOT NULL,
	"rating" numeric(3, 2),
	"published_at" timestamp with time zone,
	"name_key" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "training_offers_newest_idx";--> statement-breakpoint
DROP INDEX "training_offers_price_idx";--> statement-breakpoint
DROP INDEX "training_offers_rating_idx";--> statement-breakpoint
DROP INDEX "trainings_name_trgm_idx";--> statement-breakpoint
DROP INDEX "trainings_offered_name_idx";--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "catalog_entries" ADD CONSTRAINT "catalog_entries_offer_id_training_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."training_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_entries_scope_idx" ON "catalog_entries" USING btree ("platform_id","lang");--> statement-breakpoint
CREATE INDEX "catalog_entries_newest_idx" ON "catalog_entries" USING btree ("platform_id","lang","published_at" DESC NULLS LAST,"offer_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "catalog_entries_name_idx" ON "catalog_entries" USING btree ("platform_id","lang","name_key","offer_id");--> statement-breakpoint
CREATE INDEX "catalog_entries_price_idx" ON "catalog_entries" USING btree ("platform_id","lang","price_ht_cents","offer_id");--> statement-breakpoint
CREATE INDEX "catalog_entries_rating_idx" ON "catalog_entries" USING btree ("platform_id","lang","rating" DESC NULLS LAST,"offer_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "catalog_entries_training_id_idx" ON "catalog_entries" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "trainings_search_name_trgm_idx" ON "trainings" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- Added by hand (drizzle-kit declares no functions or triggers): catalog_entries follows the offers and trainings it
-- copies. An offer's row, or a training's rows, are written again after every change of a column they copy or of
-- what makes an offer visible (offeredWhere of the catalogue); a deleted offer's row goes with it (foreign key).
CREATE FUNCTION catalog_entries_refresh(changed_offer bigint, changed_training bigint) RETURNS void
  LANGUAGE sql
  BEGIN ATOMIC
    DELETE FROM catalog_entries WHERE offer_id = changed_offer OR training_id = changed_training;
    INSERT INTO catalog_entries (offer_id, training_id, platform_id, lang, type, available_functions, fundings, tags,
        total_duration_minutes, free, price_ht_cents, rating, published_at, name_key)
      SELECT o.id, o.training_id, o.platform_id, t.lang, t.type, t.available_functions, o.fundings, ARRAY(SELECT jsonb_array_elements_text(o.tags)),
        t.total_duration_minutes, o.price_ht_cents = 0 OR t.free, o.price_ht_cents, o.rating, o.published_at, lower(t.name)
      FROM training_offers o JOIN trainings t ON t.id = o.training_id
      WHERE (o.id = changed_offer OR o.training_id = changed_training)
        AND o.is_published AND NOT t.is_test AND NOT t.obsolete AND NOT t.outdated AND NOT t.work_in_progress;
  END;
--> statement-breakpoint
CREATE FUNCTION catalog_entries_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME = 'training_offers' THEN
      PERFORM catalog_entries_refresh(NEW.id, NULL);
    ELSE
      PERFORM catalog_entries_refresh(NULL, NEW.id);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_entries_follow_offer" AFTER INSERT OR UPDATE OF "training_id", "platform_id", "is_published", "fundings", "tags", "price_ht_cents", "rating", "published_at"
  ON "training_offers" FOR EACH ROW EXECUTE FUNCTION catalog_entries_follow();--> statement-breakpoint
CREATE TRIGGER "catalog_entries_follow_training" AFTER UPDATE OF "lang", "type", "name", "available_functions", "total_duration_minutes", "free", "is_test", "obsolete", "outdated", "work_in_progress"
  ON "trainings" FOR EACH ROW EXECUTE FUNCTION catalog_entries_follow();--> statement-breakpoint
-- The offers already there.
SELECT catalog_entries_refresh(NULL, id) FROM trainings;
