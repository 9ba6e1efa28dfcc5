ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_ar" text;--> statement-breakpoint
CREATE INDEX "properties_active_title_ar_trgm_idx" ON "properties" USING gin ("title_ar" gin_trgm_ops) WHERE "properties"."status" = 'active';