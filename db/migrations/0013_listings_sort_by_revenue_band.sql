DROP INDEX "listings_browse_revenue_desc_idx";--> statement-breakpoint
DROP INDEX "listings_browse_billing_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "revenue_band" smallint GENERATED ALWAYS AS (case when revenue < 500000 then 0 when revenue < 1000000 then 1 when revenue < 2000000 then 2 when revenue < 5000000 then 3 when revenue >= 5000000 then 4 end) STORED;--> statement-breakpoint
CREATE INDEX "listings_browse_band_idx" ON "listings" USING btree ("revenue_band","id") WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_browse_band_desc_idx" ON "listings" USING btree ("revenue_band" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;