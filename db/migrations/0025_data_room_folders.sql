CREATE TABLE "data_room_stage_notices" (
	"deal_id" integer NOT NULL,
	"stage" text NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_stage_notices_deal_id_stage_pk" PRIMARY KEY("deal_id","stage")
);
--> statement-breakpoint
CREATE TABLE "data_room_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"opens_at" text DEFAULT 'access' NOT NULL,
	"collection" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_folders_opens_at_check" CHECK ("data_room_folders"."opens_at" in ('access', 'letter_of_intent', 'purchase_agreement'))
);
--> statement-breakpoint
ALTER TABLE "data_room_stage_notices" ADD CONSTRAINT "data_room_stage_notices_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_folders" ADD CONSTRAINT "data_room_folders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 33: every listing gets the questionnaire's two folders, at the stage data_room_folder_stages gave them
-- (the names are contracts/questionnaire.ts FILE_QUESTIONS' labels); each file goes in the folder of its collection.
INSERT INTO "data_room_folders" ("listing_id", "name", "position", "opens_at", "collection")
SELECT l."id", c."name", c."position", coalesce(s."opens_at", 'access'), c."collection"
FROM "listings" l
CROSS JOIN (VALUES
  ('financials_needed', 'Financial statements (profit and loss, last 3 years)', 0),
  ('financials_ready', 'Other financial documents ready to share', 1)
) AS c("collection", "name", "position")
LEFT JOIN "data_room_folder_stages" s ON s."listing_id" = l."id" AND s."folder" = c."collection";--> statement-breakpoint
ALTER TABLE "listing_files" ADD COLUMN "folder_id" integer;--> statement-breakpoint
UPDATE "listing_files" f SET "folder_id" = d."id"
FROM "data_room_folders" d
WHERE d."listing_id" = f."listing_id" AND d."collection" = f."collection_name";--> statement-breakpoint
-- A file of no known collection (none is expected) keeps its place in the second folder rather than being lost.
UPDATE "listing_files" f SET "folder_id" = d."id"
FROM "data_room_folders" d
WHERE f."folder_id" IS NULL AND d."listing_id" = f."listing_id" AND d."collection" = 'financials_ready';--> statement-breakpoint
ALTER TABLE "listing_files" ALTER COLUMN "folder_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "data_room_folder_stages" CASCADE;--> statement-breakpoint
-- A new listing gets the two folders whatever inserts it (the app, the seed, the tests).
CREATE FUNCTION "data_room_default_folders"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_room_folders" ("listing_id", "name", "position", "collection") VALUES
    (NEW.id, 'Financial statements (profit and loss, last 3 years)', 0, 'financials_needed'),
    (NEW.id, 'Other financial documents ready to share', 1, 'financials_ready');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_data_room_default_folders" AFTER INSERT ON "listings"
FOR EACH ROW EXECUTE FUNCTION "data_room_default_folders"();--> statement-breakpoint
-- A file inserted without a folder (the questionnaire's uploads) goes in the folder of its collection.
CREATE FUNCTION "listing_files_folder_of_collection"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.folder_id IS NULL THEN
    SELECT d.id INTO NEW.folder_id FROM "data_room_folders" d
    WHERE d.listing_id = NEW.listing_id AND d.collection = NEW.collection_name;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listing_files_folder_of_collection" BEFORE INSERT ON "listing_files"
FOR EACH ROW EXECUTE FUNCTION "listing_files_folder_of_collection"();--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_folders_name_unique" ON "data_room_folders" USING btree ("listing_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_folders_collection_unique" ON "data_room_folders" USING btree ("listing_id","collection");--> statement-breakpoint
ALTER TABLE "listing_files" ADD CONSTRAINT "listing_files_folder_id_data_room_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_files_folder_idx" ON "listing_files" USING btree ("folder_id");