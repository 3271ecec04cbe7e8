-- Full-text search of the catalogue (issue "Catalogue", part 5). SQL accepted by PostgreSQL 15 and PGlite (18).
-- The text-search configuration of a training's language: 'es' → spanish, anything else → french.
CREATE OR REPLACE FUNCTION training_search_config(lang text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN lang = 'es' THEN 'pg_catalog.spanish'::regconfig ELSE 'pg_catalog.french'::regconfig END;
--> statement-breakpoint
-- The search document of a training, unaccented (f_unaccent of 0000) then stemmed: name and short name weigh A,
-- description B, the training organisation D. IMMUTABLE so the stored generated column trainings.search_vector
-- can use it: PostgreSQL computes it on every insert and update, and for every existing row when the column is added.
CREATE OR REPLACE FUNCTION training_search_vector(lang text, name text, short_name text, description text, organisation text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector(training_search_config(lang), f_unaccent(coalesce(name, '') || ' ' || coalesce(short_name, ''))), 'A')
    || setweight(to_tsvector(training_search_config(lang), f_unaccent(coalesce(description, ''))), 'B')
    || setweight(to_tsvector(training_search_config(lang), f_unaccent(coalesce(organisation, ''))), 'D');
--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (training_search_vector(lang, name, short_name, description, coalesce(training_organization, provider_name))) STORED;--> statement-breakpoint
CREATE INDEX "trainings_search_vector_idx" ON "trainings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "trainings_name_trgm_idx" ON "trainings" USING gin (f_unaccent(lower("name")) gin_trgm_ops);