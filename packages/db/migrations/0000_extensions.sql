-- unaccent is a trusted contrib extension on PostgreSQL >= 13; PGlite needs it passed to PGlite.create (client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE; indexes on unaccented text need this IMMUTABLE wrapper (dictionary named explicitly).
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);
