CREATE TABLE "deal_conflict_checks" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"buyer_submitted_at" timestamp with time zone,
	"seller_submitted_at" timestamp with time zone,
	"compared_at" timestamp with time zone,
	"buyer_answer" text,
	"seller_answer" text,
	"outcome" text,
	"completed_at" timestamp with time zone,
	"completed_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "deal_conflict_secrets" (
	"deal_id" integer NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_conflict_secrets_deal_id_side_kind_pk" PRIMARY KEY("deal_id","side","kind")
);
--> statement-breakpoint
CREATE TABLE "introduction_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "introduction_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"chat_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deal_conflict_checks" ADD CONSTRAINT "deal_conflict_checks_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_conflict_checks" ADD CONSTRAINT "deal_conflict_checks_completed_by_id_users_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_conflict_secrets" ADD CONSTRAINT "deal_conflict_secrets_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introduction_requests" ADD CONSTRAINT "introduction_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introduction_requests" ADD CONSTRAINT "introduction_requests_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introduction_requests" ADD CONSTRAINT "introduction_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introduction_requests" ADD CONSTRAINT "introduction_requests_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "introduction_requests_pending_unique" ON "introduction_requests" USING btree ("from_user_id","to_user_id","listing_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "introduction_requests_to_idx" ON "introduction_requests" USING btree ("to_user_id","status");--> statement-breakpoint
CREATE INDEX "introduction_requests_from_idx" ON "introduction_requests" USING btree ("from_user_id");