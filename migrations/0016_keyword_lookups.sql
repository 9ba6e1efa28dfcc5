-- Lookups for the search's text (docs/decisions/011, features/properties/text-lookups.ts): each
-- listing's title words as the keyword compares them (lower-cased, split at white space), kept in a
-- column; the list of every known title word and of every neighbourhood, kept as listings are
-- written; an index of the title words, and one of the neighbourhood with the newest first; and the
-- admin search's index of Arabic titles.
CREATE FUNCTION "title_words_of"("title" text, "title_ar" text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_remove(regexp_split_to_array(lower(coalesce("title", '') || ' ' || coalesce("title_ar", '')), '[ \t\n\r\f\v]+'), '') $$;
--> statement-breakpoint
CREATE TABLE "neighbourhood_names" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_words" text[] GENERATED ALWAYS AS (title_words_of(title, title_ar)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "neighbourhood_names_trgm_idx" ON "neighbourhood_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "title_vocabulary_trgm_idx" ON "title_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_title_ar_trgm_idx" ON "properties" USING gin ("title_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_active_neighborhood_newest_idx" ON "properties" USING btree (lower("neighborhood"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"ad_license_expires_at") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_title_words_idx" ON "properties" USING gin ("title_words") WHERE "properties"."status" = 'active';
--> statement-breakpoint
-- Words in order, so two listings written at once with the same new words wait for each other instead of deadlocking.
CREATE FUNCTION "properties_keep_search_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "title_vocabulary" ("word")
  SELECT DISTINCT w FROM unnest(NEW."title_words") w ORDER BY w
  ON CONFLICT DO NOTHING;
  IF NEW."neighborhood" IS NOT NULL THEN
    INSERT INTO "neighbourhood_names" ("name") VALUES (lower(NEW."neighborhood")) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_keep_search_names" AFTER INSERT OR UPDATE OF "title", "title_ar", "neighborhood" ON "properties"
FOR EACH ROW EXECUTE FUNCTION "properties_keep_search_names"();
--> statement-breakpoint
INSERT INTO "title_vocabulary" ("word") SELECT DISTINCT unnest("title_words") FROM "properties" ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "neighbourhood_names" ("name") SELECT DISTINCT lower("neighborhood") FROM "properties" WHERE "neighborhood" IS NOT NULL ON CONFLICT DO NOTHING;
