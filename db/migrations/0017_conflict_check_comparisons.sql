CREATE TABLE "deal_conflict_comparisons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_conflict_comparisons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"compared_at" timestamp with time zone NOT NULL,
	"buyer_names" integer NOT NULL,
	"buyer_hits" integer NOT NULL,
	"seller_names" integer NOT NULL,
	"seller_hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_conflict_comparisons" ADD CONSTRAINT "deal_conflict_comparisons_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_conflict_comparisons_deal_idx" ON "deal_conflict_comparisons" USING btree ("deal_id","compared_at");