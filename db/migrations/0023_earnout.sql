CREATE TABLE "earnout_period_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earnout_period_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period_id" integer NOT NULL,
	"action" text NOT NULL,
	"by_id" integer,
	"collected" integer,
	"due" integer,
	"paid_on" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnout_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earnout_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"collected" integer,
	"due" integer,
	"paid_on" date,
	"reported_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"report_reminded_at" timestamp with time zone,
	"payment_reminded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnout_periods_collected_range" CHECK ("earnout_periods"."collected" is null or "earnout_periods"."collected" between 0 and 100000000),
	CONSTRAINT "earnout_periods_due_range" CHECK ("earnout_periods"."due" is null or "earnout_periods"."due" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earnouts" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"months" integer NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnouts_percent_range" CHECK ("earnouts"."percent" between 1 and 100),
	CONSTRAINT "earnouts_months_range" CHECK ("earnouts"."months" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "earnout_period_events" ADD CONSTRAINT "earnout_period_events_period_id_earnout_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."earnout_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnout_period_events" ADD CONSTRAINT "earnout_period_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnout_periods" ADD CONSTRAINT "earnout_periods_deal_id_earnouts_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."earnouts"("deal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnouts" ADD CONSTRAINT "earnouts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnout_period_events_period_idx" ON "earnout_period_events" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnout_periods_deal_month_unique" ON "earnout_periods" USING btree ("deal_id","month");--> statement-breakpoint
CREATE INDEX "earnout_periods_status_idx" ON "earnout_periods" USING btree ("status");