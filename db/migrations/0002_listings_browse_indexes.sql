-- more_info.billing_structures as text[] for the generated column listings.billing_structures (filter[billing_structure]).
CREATE OR REPLACE FUNCTION "listing_billing_structures"(more_info jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT jsonb_array_elements_text(CASE jsonb_typeof(more_info -> 'billing_structures') WHEN 'array' THEN more_info -> 'billing_structures' ELSE '[]'::jsonb END))
$$;--> statement-breakpoint
DROP INDEX "listings_state_idx";--> statement-breakpoint
DROP INDEX "listings_revenue_idx";--> statement-breakpoint
DROP INDEX "listings_asking_price_idx";--> statement-breakpoint
DROP INDEX "listings_practice_areas_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "billing_structures" text[] GENERATED ALWAYS AS (listing_billing_structures(more_info)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- listings.seller_verified mirrors the owner's verification level: backfilled here, then kept by the two triggers below.
UPDATE "listings" SET "seller_verified" = true FROM "users" WHERE "users"."id" = "listings"."owner_id" AND "users"."verification_level" <> 'unverified';--> statement-breakpoint
CREATE INDEX "listings_browse_price_idx" ON "listings" USING btree ("asking_price","id","state","revenue","has_usable_information","seller_verified") WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_browse_price_desc_idx" ON "listings" USING btree ("asking_price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_browse_revenue_idx" ON "listings" USING btree ("revenue","id","state","asking_price","has_usable_information","seller_verified") WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_browse_revenue_desc_idx" ON "listings" USING btree ("revenue" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_browse_state_idx" ON "listings" USING btree ("state","revenue","asking_price","has_usable_information","seller_verified") WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_browse_practice_areas_idx" ON "listings" USING gin ("practice_areas") WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_browse_billing_idx" ON "listings" USING gin ("billing_structures") WHERE "listings"."status" = 'active' and "listings"."deleted_at" is null;--> statement-breakpoint
-- A listing takes its owner's flag when it is written (insert, change of owner, or any write of the flag itself).
CREATE OR REPLACE FUNCTION "listings_set_seller_verified"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_verified := coalesce((SELECT u.verification_level <> 'unverified' FROM "public"."users" u WHERE u.id = NEW.owner_id), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_seller_verified" BEFORE INSERT OR UPDATE OF "owner_id", "seller_verified" ON "listings"
FOR EACH ROW EXECUTE FUNCTION "listings_set_seller_verified"();--> statement-breakpoint
-- A change of a user's verification level rewrites the flag on all their listings, in the same transaction.
CREATE OR REPLACE FUNCTION "users_sync_listings_seller_verified"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public"."listings" SET seller_verified = (NEW.verification_level <> 'unverified')
  WHERE owner_id = NEW.id AND seller_verified IS DISTINCT FROM (NEW.verification_level <> 'unverified');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_listings_seller_verified" AFTER UPDATE OF "verification_level" ON "users"
FOR EACH ROW WHEN (OLD.verification_level IS DISTINCT FROM NEW.verification_level) EXECUTE FUNCTION "users_sync_listings_seller_verified"();
