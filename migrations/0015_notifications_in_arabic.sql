ALTER TABLE "notifications" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_ar" text;