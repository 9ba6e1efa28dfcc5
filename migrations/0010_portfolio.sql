CREATE TYPE "public"."ledger_entry_kind" AS ENUM('investment', 'distribution', 'refund');--> statement-breakpoint
ALTER TYPE "public"."user_investment_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investment_id" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributions_amount_positive" CHECK ("distributions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"investment_id" integer NOT NULL,
	"holding_id" integer,
	"distribution_id" integer,
	"amount" numeric(15, 2) NOT NULL,
	"method" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_method" CHECK (method IN ('card', 'paytabs', 'hyperpay', 'transfer', 'mada', 'apple-pay', 'stc-pay', 'sadad')),
	CONSTRAINT "ledger_entries_links" CHECK (("ledger_entries"."kind" = 'distribution') = ("ledger_entries"."distribution_id" IS NOT NULL AND "ledger_entries"."holding_id" IS NULL)
        AND ("ledger_entries"."kind" <> 'distribution') = ("ledger_entries"."holding_id" IS NOT NULL AND "ledger_entries"."distribution_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "risk_acknowledgements" (
	"user_id" text NOT NULL,
	"investment_id" integer NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_acknowledgements_user_id_investment_id_pk" PRIMARY KEY("user_id","investment_id")
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "funding_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_investments" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holding_id_user_investments_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."user_investments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_acknowledgements" ADD CONSTRAINT "risk_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_acknowledgements" ADD CONSTRAINT "risk_acknowledgements_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributions_investment_idx" ON "distributions" USING btree ("investment_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_investment_idx" ON "ledger_entries" USING btree ("investment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_investment_once_idx" ON "ledger_entries" USING btree ("holding_id") WHERE "ledger_entries"."kind" = 'investment';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_once_idx" ON "ledger_entries" USING btree ("holding_id") WHERE "ledger_entries"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_distribution_once_idx" ON "ledger_entries" USING btree ("distribution_id","user_id") WHERE "ledger_entries"."kind" = 'distribution';--> statement-breakpoint
ALTER TABLE "user_investments" ADD CONSTRAINT "user_investments_payment_method" CHECK (payment_method IN ('card', 'paytabs', 'hyperpay', 'transfer', 'mada', 'apple-pay', 'stc-pay', 'sadad'));--> statement-breakpoint
-- A ledger entry's reference (docs/product.md#the-ledger): MNZ-, the year of the movement in Riyadh
-- (UTC+3 all year, so no time-zone data is needed), and a serial from one sequence, six digits at least.
CREATE SEQUENCE "ledger_reference_seq";
--> statement-breakpoint
CREATE FUNCTION "ledger_reference"("at" timestamp with time zone) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'MNZ-' || to_char(("at" AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
  FROM (SELECT nextval('ledger_reference_seq') AS n) s
$$;
--> statement-breakpoint
-- Every holding made before the ledger existed gets its entry (and so its reference), in the order they were made.
INSERT INTO "ledger_entries" ("reference", "user_id", "kind", "investment_id", "holding_id", "amount", "method", "occurred_at")
SELECT "ledger_reference"(ui."investment_date"), ui."user_id", 'investment', ui."investment_id", ui."id", ui."amount", ui."payment_method", ui."investment_date"
FROM (SELECT * FROM "user_investments" ORDER BY "investment_date", "id") ui;
