-- A listing's public reference: "LST-" and ten Crockford base32 characters from a random UUID's bytes (50 bits;
-- byte 6 is skipped, its high bits hold the UUID version).
-- Volatile, so ADD COLUMN below evaluates it once per existing row: the backfill gives every listing its own.
CREATE OR REPLACE FUNCTION "listing_reference"() RETURNS text
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT 'LST-' || string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(bytes, i + (i >= 6)::int) % 32 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS bytes) AS random_bytes, generate_series(0, 9) AS i
$$;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reference" text DEFAULT listing_reference() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_reference_idx" ON "listings" USING btree ("reference");