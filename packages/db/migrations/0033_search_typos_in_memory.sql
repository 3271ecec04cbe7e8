-- The search finds typos in memory, from the words of the names (domain search-typos): the trigram index on the
-- names and the column it indexed are no longer read.
DROP INDEX "trainings_search_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "trainings" DROP COLUMN "search_name";