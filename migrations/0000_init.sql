CREATE TYPE "public"."bid_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('SAR', 'USD', 'EUR');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('pending', 'responded');--> statement-breakpoint
CREATE TYPE "public"."investment_status" AS ENUM('active', 'funded', 'closed');--> statement-breakpoint
CREATE TYPE "public"."investment_type" AS ENUM('REIT', 'fund', 'development');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('planning', 'under_construction', 'completed');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('active', 'sold', 'pending');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('apartment', 'villa', 'commercial', 'office', 'land', 'warehouse');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('buyer', 'developer', 'investor', 'admin');--> statement-breakpoint
CREATE TYPE "public"."user_investment_status" AS ENUM('active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "development_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "development_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"developer_id" text NOT NULL,
	"location" text NOT NULL,
	"city" text NOT NULL,
	"total_units" integer,
	"completed_units" integer DEFAULT 0 NOT NULL,
	"price_range" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"status" "project_status" DEFAULT 'planning' NOT NULL,
	"expected_completion" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "development_projects_total_units_positive" CHECK ("development_projects"."total_units" IS NULL OR "development_projects"."total_units" > 0),
	CONSTRAINT "development_projects_completed_units_nonneg" CHECK ("development_projects"."completed_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"minimum_investment" numeric(15, 2) NOT NULL,
	"expected_roi" numeric(5, 2) NOT NULL,
	"duration" integer NOT NULL,
	"investment_type" "investment_type" NOT NULL,
	"location" text NOT NULL,
	"total_funding" numeric(15, 2) NOT NULL,
	"current_funding" numeric(15, 2) DEFAULT '0' NOT NULL,
	"status" "investment_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investments_minimum_positive" CHECK ("investments"."minimum_investment" > 0),
	CONSTRAINT "investments_duration_positive" CHECK ("investments"."duration" > 0),
	CONSTRAINT "investments_total_positive" CHECK ("investments"."total_funding" > 0),
	CONSTRAINT "investments_funding_within_target" CHECK ("investments"."current_funding" >= 0 AND "investments"."current_funding" <= "investments"."total_funding")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"price" numeric(15, 2) NOT NULL,
	"currency" "currency" DEFAULT 'SAR' NOT NULL,
	"property_type" "property_type" NOT NULL,
	"city" text NOT NULL,
	"address" text,
	"bedrooms" integer,
	"bathrooms" integer,
	"area" numeric(10, 2),
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"developer_id" text,
	"development_project_id" integer,
	"status" "property_status" DEFAULT 'active' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"for_sale" boolean DEFAULT true NOT NULL,
	"for_rent" boolean DEFAULT false NOT NULL,
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"neighborhood" text,
	"year_built" integer,
	"parking" integer,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"balcony" boolean DEFAULT false NOT NULL,
	"garden" boolean DEFAULT false NOT NULL,
	"pool" boolean DEFAULT false NOT NULL,
	"gym" boolean DEFAULT false NOT NULL,
	"security" boolean DEFAULT false NOT NULL,
	"elevator" boolean DEFAULT false NOT NULL,
	"price_per_sqm" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_price_nonneg" CHECK ("properties"."price" >= 0),
	CONSTRAINT "properties_area_positive" CHECK ("properties"."area" IS NULL OR "properties"."area" > 0),
	CONSTRAINT "properties_counts_nonneg" CHECK (coalesce("properties"."bedrooms", 0) >= 0 AND coalesce("properties"."bathrooms", 0) >= 0 AND coalesce("properties"."parking", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"bidder_id" text NOT NULL,
	"bid_amount" numeric(15, 2) NOT NULL,
	"currency" "currency" DEFAULT 'SAR' NOT NULL,
	"message" text,
	"status" "bid_status" DEFAULT 'pending' NOT NULL,
	"valid_until" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_bids_amount_positive" CHECK ("property_bids"."bid_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"message" text,
	"contact_phone" text,
	"status" "inquiry_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "user_investments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_investments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"investment_id" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"investment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "user_investment_status" DEFAULT 'active' NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "user_investments_amount_positive" CHECK ("user_investments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" "user_role" DEFAULT 'buyer' NOT NULL,
	"email_communications" boolean DEFAULT true NOT NULL,
	"email_marketing" boolean DEFAULT false NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"privacy_policy_accepted" boolean DEFAULT false NOT NULL,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"data_processing_consent" boolean DEFAULT false NOT NULL,
	"privacy_policy_accepted_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"data_processing_consent_at" timestamp with time zone,
	"signup_completed" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"oidc_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "development_projects" ADD CONSTRAINT "development_projects_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_property_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."property_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_development_project_id_development_projects_id_fk" FOREIGN KEY ("development_project_id") REFERENCES "public"."development_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bids" ADD CONSTRAINT "property_bids_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bids" ADD CONSTRAINT "property_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_investments" ADD CONSTRAINT "user_investments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_investments" ADD CONSTRAINT "user_investments_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_projects_developer_id_idx" ON "development_projects" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "development_projects_city_idx" ON "development_projects" USING btree ("city");--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_id_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "investments_status_idx" ON "investments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "investments_created_at_idx" ON "investments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_status_created_at_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city");--> statement-breakpoint
CREATE INDEX "properties_property_type_idx" ON "properties" USING btree ("property_type");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");--> statement-breakpoint
CREATE INDEX "properties_sale_rent_idx" ON "properties" USING btree ("for_sale","for_rent");--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("featured") WHERE "properties"."featured";--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_developer_id_idx" ON "properties" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "properties_development_project_id_idx" ON "properties" USING btree ("development_project_id");--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "property_bids_property_id_idx" ON "property_bids" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "property_bids_bidder_id_idx" ON "property_bids" USING btree ("bidder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_bids_idempotency_idx" ON "property_bids" USING btree ("bidder_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "property_inquiries_property_id_idx" ON "property_inquiries" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_inquiries_user_id_idx" ON "property_inquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_investments_user_id_idx" ON "user_investments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_investments_investment_id_idx" ON "user_investments" USING btree ("investment_id");--> statement-breakpoint
CREATE INDEX "user_investments_date_idx" ON "user_investments" USING btree ("investment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_investments_idempotency_idx" ON "user_investments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_subject_idx" ON "users" USING btree ("oidc_subject");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");