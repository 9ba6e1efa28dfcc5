CREATE TABLE "market_figures" (
	"mode" text NOT NULL,
	"measure" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"property_type" text DEFAULT '' NOT NULL,
	"month" text DEFAULT '' NOT NULL,
	"listings" integer NOT NULL,
	"median_per_sqm" numeric(20, 2),
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"rent_price" numeric(15, 2),
	"currency" "currency" NOT NULL,
	"price_sar" numeric(20, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_active_newest_idx";--> statement-breakpoint
DROP INDEX "properties_active_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_rent_idx";--> statement-breakpoint
DROP INDEX "properties_active_area_idx";--> statement-breakpoint
DROP INDEX "properties_active_city_type_newest_idx";--> statement-breakpoint
DROP INDEX "properties_active_city_type_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_amenities_newest_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ad_license_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ad_license_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "fal_license_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deed_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_reduced_from_sar" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sold_price" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sold_price_sar" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_sqm_sar" numeric(20, 2) GENERATED ALWAYS AS (CASE WHEN for_sale AND area > 0 THEN round(price_sar / area, 2) END) STORED;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_figures_slice_idx" ON "market_figures" USING btree ("mode","measure","city","neighborhood","property_type","month");--> statement-breakpoint
CREATE INDEX "market_figures_computed_idx" ON "market_figures" USING btree ("computed_at" DESC);--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_active_deed_idx" ON "properties" USING btree ("deed_number") WHERE "properties"."status" = 'active' AND "properties"."deed_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_active_sale_sqm_idx" ON "properties" USING btree ("property_type",lower("city"),lower("neighborhood"),"price_per_sqm_sar","ad_license_expires_at","city","neighborhood","id") WHERE "properties"."status" = 'active' AND "properties"."price_per_sqm_sar" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_active_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"pool","gym","security","garden","elevator","balcony","furnished","ad_license_expires_at") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("price_sar","id","ad_license_expires_at") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_rent_idx" ON "properties" USING btree ("yearly_rent_sar","id","ad_license_expires_at") WHERE "properties"."status" = 'active' AND "properties"."for_rent";--> statement-breakpoint
CREATE INDEX "properties_active_area_idx" ON "properties" USING btree ("area" DESC NULLS LAST,"id" DESC NULLS FIRST,"ad_license_expires_at") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_type_newest_idx" ON "properties" USING btree (lower("city"),"property_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"city","ad_license_expires_at") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_type_price_idx" ON "properties" USING btree (lower("city"),"property_type","price_sar","id","city","area","bedrooms","bathrooms","parking","year_built","for_sale","for_rent","pool","gym","security","garden","elevator","balcony","furnished","ad_license_expires_at") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_amenities_newest_idx" ON "properties" USING btree ((("pool"::int) | ("gym"::int << 1) | ("security"::int << 2) | ("garden"::int << 3) | ("elevator"::int << 4) | ("balcony"::int << 5) | ("furnished"::int << 6)),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"pool","gym","security","garden","elevator","balcony","furnished","ad_license_expires_at") WHERE "properties"."status" = 'active';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ad_license_pair" CHECK (("properties"."ad_license_number" IS NULL) = ("properties"."ad_license_expires_at" IS NULL));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_sold_price_positive" CHECK ("properties"."sold_price" IS NULL OR "properties"."sold_price" > 0);--> statement-breakpoint
-- Every listing's price history starts with the price it asks now, from the day it was listed.
INSERT INTO "property_price_changes" ("property_id", "price", "rent_price", "currency", "price_sar", "changed_at")
SELECT "id", "price", "rent_price", "currency", "price_sar", "created_at" FROM "properties";
--> statement-breakpoint
-- Price history (docs/product.md#trust): every listing's price as it is listed, and again at each
-- change of price, rent or currency, however the row is written (the API, the seed, an operator).
CREATE FUNCTION "properties_record_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."price" IS DISTINCT FROM OLD."price" OR NEW."rent_price" IS DISTINCT FROM OLD."rent_price"
     OR NEW."currency" IS DISTINCT FROM OLD."currency" THEN
    INSERT INTO "property_price_changes" ("property_id", "price", "rent_price", "currency", "price_sar", "changed_at")
    VALUES (NEW."id", NEW."price", NEW."rent_price", NEW."currency", NEW."price_sar",
            CASE WHEN TG_OP = 'INSERT' THEN NEW."created_at" ELSE now() END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_record_price" AFTER INSERT OR UPDATE OF "price", "rent_price", "currency" ON "properties"
FOR EACH ROW EXECUTE FUNCTION "properties_record_price"();
--> statement-breakpoint
-- "Price reduced 8 %": a cut keeps the price before it (in SAR) and when; a second cut within 30 days
-- keeps the first "before", so the figure is the whole cut of the month; a rise back to that price or
-- above clears it.
CREATE FUNCTION "properties_mark_price_cut"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."price_sar" < OLD."price_sar" THEN
    IF OLD."price_reduced_at" IS NULL OR OLD."price_reduced_at" <= now() - interval '30 days' THEN
      NEW."price_reduced_from_sar" := OLD."price_sar";
    END IF;
    NEW."price_reduced_at" := now();
  ELSIF NEW."price_sar" > OLD."price_sar" AND (OLD."price_reduced_from_sar" IS NULL OR NEW."price_sar" >= OLD."price_reduced_from_sar") THEN
    NEW."price_reduced_from_sar" := NULL;
    NEW."price_reduced_at" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_mark_price_cut" BEFORE UPDATE OF "price_sar" ON "properties"
FOR EACH ROW EXECUTE FUNCTION "properties_mark_price_cut"();
