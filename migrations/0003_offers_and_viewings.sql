ALTER TYPE "public"."bid_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TABLE "property_bids" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
-- Earlier duplicates (a buyer's older pending offers on a listing where they made a newer one) end
-- before the one-pending-offer index. Not 'withdrawn': a value added in this transaction cannot be
-- used in it.
UPDATE "property_bids" AS b SET "status" = 'rejected', "rejection_reason" = 'Replaced by a newer offer', "responded_at" = now()
  WHERE b."status" = 'pending' AND EXISTS (
    SELECT 1 FROM "property_bids" AS n
    WHERE n."status" = 'pending' AND n."property_id" = b."property_id" AND n."bidder_id" = b."bidder_id"
      AND (n."created_at", n."id") > (b."created_at", b."id")
  );--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD COLUMN "viewing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD COLUMN "viewing_proposed_by" text;--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD COLUMN "viewing_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "property_bids_one_pending_idx" ON "property_bids" USING btree ("property_id","bidder_id") WHERE "property_bids"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_viewing_whole" CHECK (("property_inquiries"."viewing_at" is null) = ("property_inquiries"."viewing_proposed_by" is null) and ("property_inquiries"."viewing_confirmed_at" is null or "property_inquiries"."viewing_at" is not null));--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_viewing_party" CHECK ("property_inquiries"."viewing_proposed_by" in ('asker', 'owner'));