CREATE TABLE "closing_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"file_id" integer,
	"filename" text NOT NULL,
	"user_id" integer,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"item_id" integer,
	"request_id" integer,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_files_one_parent" CHECK (num_nonnulls("closing_files"."item_id", "closing_files"."request_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "closing_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"key" text,
	"title" text NOT NULL,
	"owner_side" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_on" date,
	"position" integer NOT NULL,
	"added_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_items_owner_check" CHECK ("closing_items"."owner_side" in ('buyer', 'seller', 'both')),
	CONSTRAINT "closing_items_status_check" CHECK ("closing_items"."status" in ('open', 'done', 'not_applicable'))
);
--> statement-breakpoint
CREATE TABLE "closing_reminders" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reminded_on" date NOT NULL,
	CONSTRAINT "closing_reminders_item_id_user_id_reminded_on_pk" PRIMARY KEY("item_id","user_id","reminded_on")
);
--> statement-breakpoint
CREATE TABLE "closing_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"title" text NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_note" text,
	"asked_by_id" integer,
	"answered_by_id" integer,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_requests_status_check" CHECK ("closing_requests"."status" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "closing_rooms" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_template_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_template_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" text NOT NULL,
	"owner_side" text NOT NULL,
	"due_offset_days" integer,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_template_items_owner_check" CHECK ("closing_template_items"."owner_side" in ('buyer', 'seller', 'both'))
);
--> statement-breakpoint
ALTER TABLE "closing_downloads" ADD CONSTRAINT "closing_downloads_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_downloads" ADD CONSTRAINT "closing_downloads_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_downloads" ADD CONSTRAINT "closing_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_item_id_closing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."closing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_request_id_closing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."closing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_items" ADD CONSTRAINT "closing_items_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_items" ADD CONSTRAINT "closing_items_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_items" ADD CONSTRAINT "closing_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_reminders" ADD CONSTRAINT "closing_reminders_item_id_closing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."closing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_reminders" ADD CONSTRAINT "closing_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_asked_by_id_users_id_fk" FOREIGN KEY ("asked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_rooms" ADD CONSTRAINT "closing_rooms_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_downloads_deal_idx" ON "closing_downloads" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "closing_files_item_idx" ON "closing_files" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "closing_files_request_idx" ON "closing_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "closing_files_deal_idx" ON "closing_files" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_items_deal_key_unique" ON "closing_items" USING btree ("deal_id","key") WHERE key is not null;--> statement-breakpoint
CREATE INDEX "closing_items_deal_idx" ON "closing_items" USING btree ("deal_id","position");--> statement-breakpoint
CREATE INDEX "closing_items_open_due_idx" ON "closing_items" USING btree ("due_on") WHERE status = 'open' and due_on is not null;--> statement-breakpoint
CREATE INDEX "closing_requests_deal_idx" ON "closing_requests" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_template_items_key_unique" ON "closing_template_items" USING btree ("key");--> statement-breakpoint
INSERT INTO "closing_template_items" ("key", "title", "owner_side", "due_offset_days", "position") VALUES
	('conflict_check', 'Conflict check of the transferring clients', 'both', 14, 1),
	('trust_account', 'Trust (IOLTA) account reconciliation and transfer', 'seller', 45, 2),
	('malpractice_tail', 'Malpractice tail coverage bound', 'seller', 45, 3),
	('client_files', 'Client-file custody arranged', 'both', 45, 4),
	('client_notices', 'Client notices sent (Rule 1.17)', 'seller', 30, 5),
	('bar_notification', 'Bar notification filed', 'seller', 60, 6),
	('office_lease', 'Office lease assigned or ended', 'both', 60, 7),
	('staff_offers', 'Offers made to staff', 'buyer', 45, 8),
	('phone_web_domain', 'Phone number, website and domain transfer', 'seller', 60, 9),
	('receivables_wip', 'Accounts receivable and work in progress split agreed', 'both', 45, 10),
	('purchase_agreement', 'Purchase agreement signed', 'both', 60, 11);
