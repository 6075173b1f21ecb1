CREATE TABLE "directory_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"area_bits" bigint NOT NULL,
	"state_bits" bigint NOT NULL,
	"revenue_low" bigint NOT NULL,
	"revenue_high" bigint NOT NULL,
	"side" text NOT NULL,
	"verification_level" text NOT NULL,
	"revenues" bigint[] NOT NULL,
	"unique_id" text NOT NULL,
	"user_type" text NOT NULL,
	"areas" text[] NOT NULL,
	"states" text[] NOT NULL,
	"active_listings" integer NOT NULL,
	"revenue_min" bigint,
	"revenue_max" bigint,
	"timeline" text,
	"preferences" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_profiles" ADD CONSTRAINT "directory_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Ranking reads one side's rows with only these columns: from this index alone (an index-only scan) once the pages
-- are all-visible.
CREATE INDEX "directory_profiles_rank_idx" ON "directory_profiles" ("side", "user_id")
  INCLUDE ("area_bits", "state_bits", "revenue_low", "revenue_high", "verification_level", "revenues");--> statement-breakpoint
-- One bit per practice area, in the order of PRACTICE_AREA_KEYS (contracts/practice-areas.ts; a test checks that the two
-- agree): the fit's shared-area count is bit_count(a & b). A new area is added at the end here and there.
CREATE OR REPLACE FUNCTION "practice_area_bits"(areas text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1::bigint << (k.i - 1)::int), 0)
  FROM unnest(ARRAY['personal_injury', 'corporate', 'estate_planning', 'immigration', 'family', 'criminal', 'real_estate',
    'employment', 'workers_compensation', 'bankruptcy', 'tax', 'intellectual_property', 'medical_malpractice', 'civil_litigation',
    'insurance_defense', 'elder_law', 'probate', 'social_security_disability', 'dui_dwi', 'traffic', 'construction', 'environmental',
    'healthcare', 'securities', 'mergers_acquisitions', 'landlord_tenant', 'consumer_protection', 'civil_rights', 'government',
    'general_practice']::text[]) WITH ORDINALITY AS k(key, i)
  WHERE k.key = ANY(areas)
$$;--> statement-breakpoint
-- One bit per state, in the order of US_STATE_CODES (contracts/us-states.ts; a test checks that the two agree): a shared
-- state is a non-zero AND.
CREATE OR REPLACE FUNCTION "us_state_bits"(states text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1::bigint << (k.i - 1)::int), 0)
  FROM unnest(ARRAY['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
    'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
    'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY']::text[]) WITH ORDINALITY AS k(key, i)
  WHERE k.key = ANY(states)
$$;--> statement-breakpoint
-- The directory side of a user type (userGroup in contracts/users.ts; a test checks that the two agree).
CREATE OR REPLACE FUNCTION "directory_side"(user_type text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN user_type IN ('seller', 'selling', 'valuing') THEN 'seller' WHEN user_type IN ('buyer', 'buying', 'other') THEN 'buyer' END
$$;--> statement-breakpoint
-- Recomputes one member's directory row from users, their customization and their active listings, or removes it when
-- they may not be listed (GET /find-users' rules: active, e-mail and phone verified, terms accepted, not staff, of a
-- group; a seller with an active listing).
CREATE OR REPLACE FUNCTION "directory_profile_refresh"(uid integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  u "public"."users"%ROWTYPE;
  sc "public"."seller_customizations"%ROWTYPE;
  bc "public"."buyer_customizations"%ROWTYPE;
  p "public"."directory_profiles"%ROWTYPE;
  listing_states text[];
BEGIN
  IF uid IS NULL THEN
    RETURN;
  END IF;
  -- Writes for the same member in concurrent transactions take turns here, and each statement below then reads what
  -- the other committed, so the last one to finish leaves the row complete.
  PERFORM pg_advisory_xact_lock(1814, uid);
  SELECT * INTO u FROM "public"."users" WHERE id = uid;
  IF NOT FOUND THEN
    DELETE FROM "public"."directory_profiles" WHERE user_id = uid;
    RETURN;
  END IF;
  p.side := "public"."directory_side"(u.user_type);
  IF p.side IS NULL OR NOT u.active OR u.role = 'admin' OR u.email_verified_at IS NULL OR u.phone_verified_at IS NULL
     OR NOT u.has_accepted_terms THEN
    DELETE FROM "public"."directory_profiles" WHERE user_id = uid;
    RETURN;
  END IF;
  p.user_id := uid;
  p.unique_id := u.unique_id;
  p.user_type := u.user_type;
  p.verification_level := u.verification_level;
  IF p.side = 'seller' THEN
    SELECT count(*)::int,
           coalesce(array_agg(DISTINCT l.state) FILTER (WHERE l.state IS NOT NULL), '{}'),
           coalesce(array_agg(l.revenue) FILTER (WHERE l.revenue IS NOT NULL), '{}')
    INTO p.active_listings, listing_states, p.revenues
    FROM "public"."listings" l WHERE l.owner_id = uid AND l.status = 'active' AND l.deleted_at IS NULL;
    IF p.active_listings = 0 THEN
      DELETE FROM "public"."directory_profiles" WHERE user_id = uid;
      RETURN;
    END IF;
    SELECT * INTO sc FROM "public"."seller_customizations" WHERE user_id = uid;
    SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') INTO p.areas FROM (
      SELECT unnest(coalesce(sc.practice_areas, '{}')) AS x
      UNION ALL
      SELECT unnest(l.practice_areas) FROM "public"."listings" l WHERE l.owner_id = uid AND l.status = 'active' AND l.deleted_at IS NULL
    ) AS a;
    p.states := array(SELECT DISTINCT x FROM unnest(listing_states || CASE WHEN sc.state IS NULL THEN '{}'::text[] ELSE ARRAY[sc.state] END) AS x ORDER BY x);
    p.revenue_low := 1;
    p.revenue_high := 0;
    p.timeline := sc.timeline;
    p.preferences := coalesce(sc.buyer_preferences, '{}');
  ELSE
    SELECT * INTO bc FROM "public"."buyer_customizations" WHERE user_id = uid;
    p.areas := coalesce(bc.practice_areas, '{}');
    p.states := coalesce(bc.states, '{}');
    p.revenues := '{}';
    p.revenue_min := bc.revenue_min;
    p.revenue_max := bc.revenue_max;
    -- A range's bounds, a missing one as the bigint's extreme; without a range, 1 and 0 (no revenue is in it).
    IF bc.revenue_min IS NULL AND bc.revenue_max IS NULL THEN
      p.revenue_low := 1;
      p.revenue_high := 0;
    ELSE
      p.revenue_low := coalesce(bc.revenue_min, -9223372036854775808);
      p.revenue_high := coalesce(bc.revenue_max, 9223372036854775807);
    END IF;
    p.active_listings := 0;
    p.timeline := bc.timeline;
    p.preferences := coalesce(bc.financing, '{}');
  END IF;
  p.area_bits := "public"."practice_area_bits"(p.areas);
  p.state_bits := "public"."us_state_bits"(p.states);
  INSERT INTO "public"."directory_profiles" SELECT p.*
  ON CONFLICT (user_id) DO UPDATE SET area_bits = EXCLUDED.area_bits, state_bits = EXCLUDED.state_bits,
    revenue_low = EXCLUDED.revenue_low, revenue_high = EXCLUDED.revenue_high, side = EXCLUDED.side,
    verification_level = EXCLUDED.verification_level, revenues = EXCLUDED.revenues, unique_id = EXCLUDED.unique_id,
    user_type = EXCLUDED.user_type, areas = EXCLUDED.areas, states = EXCLUDED.states, active_listings = EXCLUDED.active_listings,
    revenue_min = EXCLUDED.revenue_min, revenue_max = EXCLUDED.revenue_max, timeline = EXCLUDED.timeline, preferences = EXCLUDED.preferences;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "directory_profiles_from_user"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "public"."directory_profile_refresh"(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_directory_profile_insert" AFTER INSERT ON "users"
FOR EACH ROW EXECUTE FUNCTION "directory_profiles_from_user"();--> statement-breakpoint
CREATE TRIGGER "users_directory_profile_update" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.role IS DISTINCT FROM NEW.role
  OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at OR OLD.phone_verified_at IS DISTINCT FROM NEW.phone_verified_at
  OR OLD.has_accepted_terms IS DISTINCT FROM NEW.has_accepted_terms OR OLD.user_type IS DISTINCT FROM NEW.user_type
  OR OLD.unique_id IS DISTINCT FROM NEW.unique_id OR OLD.verification_level IS DISTINCT FROM NEW.verification_level)
EXECUTE FUNCTION "directory_profiles_from_user"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "directory_profiles_from_listing"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "public"."directory_profile_refresh"(NEW.owner_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "public"."directory_profile_refresh"(OLD.owner_id);
  ELSE
    PERFORM "public"."directory_profile_refresh"(OLD.owner_id);
    IF NEW.owner_id IS DISTINCT FROM OLD.owner_id THEN
      PERFORM "public"."directory_profile_refresh"(NEW.owner_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_directory_profile_insert_delete" AFTER INSERT OR DELETE ON "listings"
FOR EACH ROW EXECUTE FUNCTION "directory_profiles_from_listing"();--> statement-breakpoint
CREATE TRIGGER "listings_directory_profile_update" AFTER UPDATE ON "listings"
FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.status IS DISTINCT FROM NEW.status
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.practice_areas IS DISTINCT FROM NEW.practice_areas
  OR OLD.state IS DISTINCT FROM NEW.state OR OLD.revenue IS DISTINCT FROM NEW.revenue)
EXECUTE FUNCTION "directory_profiles_from_listing"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "directory_profiles_from_customization"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "public"."directory_profile_refresh"(OLD.user_id);
  ELSE
    PERFORM "public"."directory_profile_refresh"(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "seller_customizations_directory_profile" AFTER INSERT OR UPDATE OR DELETE ON "seller_customizations"
FOR EACH ROW EXECUTE FUNCTION "directory_profiles_from_customization"();--> statement-breakpoint
CREATE TRIGGER "buyer_customizations_directory_profile" AFTER INSERT OR UPDATE OR DELETE ON "buyer_customizations"
FOR EACH ROW EXECUTE FUNCTION "directory_profiles_from_customization"();--> statement-breakpoint
-- Every member as they are now.
SELECT "directory_profile_refresh"(id) FROM "users";
