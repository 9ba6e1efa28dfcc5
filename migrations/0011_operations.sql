-- Counters that need no crash safety, no WAL and no replica copy (docs/operations.md#limits-shared-by-every-server).
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "uploads_bytes_positive" CHECK ("uploads"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_idx" ON "rate_limit_hits" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "uploads_user_created_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("kind") WHERE "jobs"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "outbox_emails_undelivered_idx" ON "outbox_emails" USING btree ("status") WHERE "outbox_emails"."status" in ('queued', 'failed');