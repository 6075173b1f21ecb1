CREATE TABLE "document_parties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"side" text NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"unique_id" text NOT NULL,
	"full_name" text NOT NULL,
	"consent" boolean NOT NULL,
	"sha256" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"deal_id" integer,
	"listing_id" integer,
	"title" text NOT NULL,
	"template_version" integer,
	"status" text DEFAULT 'awaiting_signatures' NOT NULL,
	"sha256" text NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_size" integer NOT NULL,
	"final_sha256" text,
	"final_key" text,
	"final_size" integer,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_nda_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_nda_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"version" integer NOT NULL,
	"platform_version" integer NOT NULL,
	"clauses" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_parties" ADD CONSTRAINT "document_parties_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_parties" ADD CONSTRAINT "document_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_party_id_document_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."document_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_nda_versions" ADD CONSTRAINT "listing_nda_versions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_parties_side_unique" ON "document_parties" USING btree ("document_id","side");--> statement-breakpoint
CREATE INDEX "document_parties_user_idx" ON "document_parties" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_party_unique" ON "document_signatures" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "document_signatures_document_idx" ON "document_signatures" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "documents_sha256_idx" ON "documents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "documents_final_sha256_idx" ON "documents" USING btree ("final_sha256");--> statement-breakpoint
CREATE INDEX "documents_deal_idx" ON "documents" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "documents_listing_kind_idx" ON "documents" USING btree ("listing_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_nda_versions_unique" ON "listing_nda_versions" USING btree ("listing_id","version");--> statement-breakpoint
CREATE FUNCTION document_signatures_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a signature is never edited or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER document_signatures_are_final BEFORE UPDATE OR DELETE ON "document_signatures" FOR EACH ROW EXECUTE FUNCTION document_signatures_are_final();
