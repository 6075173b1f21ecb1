CREATE TABLE "valuations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "valuations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"listing_id" integer,
	"side" text DEFAULT 'seller' NOT NULL,
	"status" text DEFAULT 'estimate' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"inputs" jsonb NOT NULL,
	"estimate" jsonb NOT NULL,
	"estimate_low" bigint NOT NULL,
	"estimate_mid" bigint NOT NULL,
	"estimate_high" bigint NOT NULL,
	"requested_at" timestamp with time zone,
	"assigned_to" integer,
	"final_low" bigint,
	"final_mid" bigint,
	"final_high" bigint,
	"notes" text,
	"completion_requested_at" timestamp with time zone,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"report_key" text,
	"report_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valuations_owner_idx" ON "valuations" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "valuations_status_idx" ON "valuations" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "valuations_listing_idx" ON "valuations" USING btree ("listing_id");