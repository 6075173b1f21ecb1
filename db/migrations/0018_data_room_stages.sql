CREATE TABLE "data_room_folder_stages" (
	"listing_id" integer NOT NULL,
	"folder" text NOT NULL,
	"opens_at" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_folder_stages_listing_id_folder_pk" PRIMARY KEY("listing_id","folder"),
	CONSTRAINT "data_room_folder_stages_opens_at_check" CHECK ("data_room_folder_stages"."opens_at" in ('access', 'letter_of_intent', 'purchase_agreement'))
);
--> statement-breakpoint
CREATE TABLE "listing_access_revocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_access_revocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"revoked_by" integer,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_room_downloads" ADD COLUMN "stamped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_room_folder_stages" ADD CONSTRAINT "data_room_folder_stages_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_access_revocations" ADD CONSTRAINT "listing_access_revocations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_access_revocations" ADD CONSTRAINT "listing_access_revocations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_access_revocations" ADD CONSTRAINT "listing_access_revocations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_access_revocations_pair_unique" ON "listing_access_revocations" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "listing_access_revocations_buyer_idx" ON "listing_access_revocations" USING btree ("buyer_id");