-- pg_trgm: trigram indexes serve ILIKE '%…%' (the neighbourhood filter, the admin searches). PGlite ships it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "inquiry_messages" DROP CONSTRAINT "inquiry_messages_sender_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "property_bids" DROP CONSTRAINT "property_bids_bidder_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "property_inquiries" DROP CONSTRAINT "property_inquiries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "inquiry_messages" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "property_bids" ALTER COLUMN "bidder_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "property_inquiries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_set_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bids" ADD CONSTRAINT "property_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_active_neighborhood_trgm_idx" ON "properties" USING gin ("neighborhood" gin_trgm_ops) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_city_trgm_idx" ON "properties" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_neighborhood_trgm_idx" ON "properties" USING gin ("neighborhood" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);