ALTER TABLE "listings" ADD COLUMN "seller_unique_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_verification_level" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
-- The owner's handle and verification level, on the listing: backfilled here, then kept by the triggers of 0002,
-- which now copy all three seller columns.
UPDATE "listings" SET "seller_unique_id" = "users"."unique_id", "seller_verification_level" = "users"."verification_level"
FROM "users" WHERE "users"."id" = "listings"."owner_id";--> statement-breakpoint
-- A listing takes its owner's values when it is written (insert, change of owner, or any write of the copies).
CREATE OR REPLACE FUNCTION "listings_set_seller_verified"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owner "public"."users"%ROWTYPE;
BEGIN
  SELECT * INTO owner FROM "public"."users" u WHERE u.id = NEW.owner_id;
  NEW.seller_verified := coalesce(owner.verification_level <> 'unverified', false);
  NEW.seller_verification_level := coalesce(owner.verification_level, 'unverified');
  NEW.seller_unique_id := coalesce(owner.unique_id, '');
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "listings_seller_verified" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_seller_verified" BEFORE INSERT OR UPDATE OF "owner_id", "seller_verified", "seller_verification_level", "seller_unique_id" ON "listings"
FOR EACH ROW EXECUTE FUNCTION "listings_set_seller_verified"();--> statement-breakpoint
-- A change of a user's verification level or handle rewrites the copies on all their listings, in the same transaction.
CREATE OR REPLACE FUNCTION "users_sync_listings_seller_verified"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public"."listings"
  SET seller_verified = (NEW.verification_level <> 'unverified'),
      seller_verification_level = NEW.verification_level,
      seller_unique_id = NEW.unique_id
  WHERE owner_id = NEW.id
    AND (seller_verification_level IS DISTINCT FROM NEW.verification_level OR seller_unique_id IS DISTINCT FROM NEW.unique_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "users_listings_seller_verified" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_listings_seller_verified" AFTER UPDATE OF "verification_level", "unique_id" ON "users"
FOR EACH ROW WHEN (OLD.verification_level IS DISTINCT FROM NEW.verification_level OR OLD.unique_id IS DISTINCT FROM NEW.unique_id)
EXECUTE FUNCTION "users_sync_listings_seller_verified"();
