ALTER TABLE "saved_searches" ADD COLUMN "neighborhood_patterns" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "keyword_patterns" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "keyword_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The single patterns become lists (an Arabic name of ours is looked for in its English names too), and a
-- keyword that names a city matches that city's listings, as the search reads them (saved-searches/filters.ts).
UPDATE "saved_searches" SET "neighborhood_patterns" = ARRAY["neighborhood_pattern"] WHERE "neighborhood_pattern" IS NOT NULL;--> statement-breakpoint
UPDATE "saved_searches" SET "keyword_patterns" = ARRAY["keyword_pattern"] WHERE "keyword_pattern" IS NOT NULL;--> statement-breakpoint
UPDATE "saved_searches" SET "keyword_city" = lower(regexp_replace(btrim("filters"->>'q'), '\s+', ' ', 'g')) WHERE lower(regexp_replace(btrim("filters"->>'q'), '\s+', ' ', 'g')) IN ('riyadh', 'jeddah', 'mecca', 'medina', 'dammam', 'khobar', 'dhahran', 'tabuk', 'buraidah', 'khamis mushait', 'hofuf', 'taif', 'najran', 'jubail', 'abha');--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "neighborhood_pattern";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "keyword_pattern";
