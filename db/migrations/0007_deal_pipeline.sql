ALTER TABLE "deal_stage_history" ALTER COLUMN "to_stage_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD COLUMN "field" text DEFAULT 'stage' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD COLUMN "from_value" text;--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD COLUMN "to_value" text;--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "deal_stages" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "deal_stages" ADD COLUMN "checklist" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_stages" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "client_notice_sent_on" date;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_stages_outcome_unique" ON "deal_stages" USING btree ("outcome") WHERE outcome is not null;--> statement-breakpoint
CREATE INDEX "deals_listing_idx" ON "deals" USING btree ("listing_id");