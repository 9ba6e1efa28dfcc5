DROP INDEX "properties_address_trgm_idx";--> statement-breakpoint
CREATE INDEX "properties_active_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_address_trgm_idx" ON "properties" USING gin ("address" gin_trgm_ops) WHERE "properties"."status" = 'active';