-- Catalogue speed: indexes the catalogue's plans ask for (SQL accepted by PostgreSQL 15 and PGlite). Published
-- offers and offerable trainings only (partial indexes, the conditions of offeredWhere).
-- The facet counts of a filter set read every offered row: these two are all they read (index-only scans after a
-- VACUUM). INCLUDE is added here by hand: drizzle-kit 0.31 cannot declare it, the schema declares the keys.
CREATE INDEX "training_offers_offered_idx" ON "training_offers" USING btree ("platform_id","training_id") INCLUDE ("id","published_at","price_ht_cents","fundings","tags") WHERE "training_offers"."is_published";--> statement-breakpoint
CREATE INDEX "trainings_offered_idx" ON "trainings" USING btree ("lang","id") INCLUDE ("type","total_duration_minutes","free","available_functions") WHERE not "trainings"."is_test" and not "trainings"."obsolete" and not "trainings"."outdated" and not "trainings"."work_in_progress";--> statement-breakpoint
-- A page reads its offers in the sort's order and stops after them, its filters checked on what these hold
-- (index-only): newest, price and rating on the offers, name on the trainings.
CREATE INDEX "training_offers_newest_idx" ON "training_offers" USING btree ("platform_id","published_at" DESC NULLS LAST,"id" DESC NULLS FIRST) INCLUDE ("training_id","price_ht_cents","fundings","tags") WHERE "training_offers"."is_published";--> statement-breakpoint
CREATE INDEX "training_offers_price_idx" ON "training_offers" USING btree ("platform_id","price_ht_cents","id") INCLUDE ("training_id","fundings","tags") WHERE "training_offers"."is_published";--> statement-breakpoint
CREATE INDEX "training_offers_rating_idx" ON "training_offers" USING btree ("platform_id","rating" DESC NULLS LAST,"id" DESC NULLS FIRST) INCLUDE ("training_id","price_ht_cents","fundings","tags") WHERE "training_offers"."is_published";--> statement-breakpoint
CREATE INDEX "trainings_offered_name_idx" ON "trainings" USING btree ("lang",lower("name")) INCLUDE ("id","type","total_duration_minutes","free","available_functions") WHERE not "trainings"."is_test" and not "trainings"."obsolete" and not "trainings"."outdated" and not "trainings"."work_in_progress";
