CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"version" integer NOT NULL,
	"made_by" text NOT NULL,
	"made_by_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"scope_areas" text[],
	"price" integer NOT NULL,
	"cash_at_closing" integer NOT NULL,
	"earnout_percent" integer,
	"earnout_months" integer,
	"transition_months" integer NOT NULL,
	"contingencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_on" date NOT NULL,
	"note" text,
	"changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text,
	"answered_by_id" integer,
	"answered_at" timestamp with time zone,
	"loi_document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_price_range" CHECK ("offers"."price" between 1 and 100000000),
	CONSTRAINT "offers_cash_within_price" CHECK ("offers"."cash_at_closing" between 0 and "offers"."price"),
	CONSTRAINT "offers_earnout_whole" CHECK (("offers"."earnout_percent" is null and "offers"."earnout_months" is null) or ("offers"."earnout_percent" between 1 and 100 and "offers"."earnout_months" between 1 and 120)),
	CONSTRAINT "offers_transition_range" CHECK ("offers"."transition_months" between 0 and 36)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_made_by_id_users_id_fk" FOREIGN KEY ("made_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_loi_document_id_documents_id_fk" FOREIGN KEY ("loi_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_deal_version_unique" ON "offers" USING btree ("deal_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_deal" ON "offers" USING btree ("deal_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "offers_loi_document_idx" ON "offers" USING btree ("loi_document_id");