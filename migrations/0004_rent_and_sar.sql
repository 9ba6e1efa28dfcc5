CREATE TYPE "public"."rent_period" AS ENUM('yearly', 'monthly');--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_city_type_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_period" "rent_period";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_price" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_sar" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "yearly_rent_sar" numeric(20, 2);--> statement-breakpoint
-- Earlier listings keep the listing rules (docs/product.md#listings): one neither for sale nor for
-- rent is for sale (the default of the form); one both for sale and for rent, whose single price was
-- its sale price and whose rent was never given, stays for sale only (its owner adds the rent back
-- from My Listings with its rent price); a rent is yearly unless said otherwise.
UPDATE "properties" SET "for_sale" = true WHERE NOT "for_sale" AND NOT "for_rent";--> statement-breakpoint
UPDATE "properties" SET "for_rent" = false WHERE "for_sale" AND "for_rent";--> statement-breakpoint
UPDATE "properties" SET "rent_period" = 'yearly', "price_per_sqm" = NULL WHERE "for_rent";--> statement-breakpoint
-- The SAR figures: USD at the 3.75 peg, EUR at the default rate (the app reprices euro listings at
-- the configured EUR_SAR_RATE when it starts).
UPDATE "properties" SET "price_sar" = round("price" * (CASE "currency" WHEN 'USD' THEN 3.75 WHEN 'EUR' THEN 4.35 ELSE 1 END), 2);--> statement-breakpoint
UPDATE "properties" SET "yearly_rent_sar" = "price_sar" WHERE "for_rent";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_sar" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_price_sar_idx" ON "properties" USING btree ("price_sar");--> statement-breakpoint
CREATE INDEX "properties_active_rent_idx" ON "properties" USING btree ("yearly_rent_sar","id") WHERE "properties"."status" = 'active' AND "properties"."for_rent";--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("price_sar","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_type_price_idx" ON "properties" USING btree (lower("city"),"property_type","price_sar","id","city","area","bedrooms","bathrooms","parking","year_built","for_sale","for_rent","pool","gym","security","garden","elevator","balcony","furnished") WHERE "properties"."status" = 'active';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_for_sale_or_rent" CHECK ("properties"."for_sale" OR "properties"."for_rent");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rent_period_iff_for_rent" CHECK (("properties"."rent_period" IS NOT NULL) = "properties"."for_rent");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rent_price_iff_both" CHECK (("properties"."rent_price" IS NOT NULL) = ("properties"."for_sale" AND "properties"."for_rent"));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rent_price_positive" CHECK ("properties"."rent_price" IS NULL OR "properties"."rent_price" > 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_yearly_rent_iff_for_rent" CHECK (("properties"."yearly_rent_sar" IS NOT NULL) = "properties"."for_rent");
