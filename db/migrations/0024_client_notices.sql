CREATE TABLE "client_notice_rules" (
	"state" text PRIMARY KEY NOT NULL,
	"window_from" text DEFAULT 'receipt' NOT NULL,
	"mailing_days" integer DEFAULT 3 NOT NULL,
	"letter_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "client_notice_rules_window_from" CHECK ("client_notice_rules"."window_from" in ('receipt', 'sending')),
	CONSTRAINT "client_notice_rules_mailing_days" CHECK ("client_notice_rules"."mailing_days" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "deal_client_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_client_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_client_lists" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"buyer_identity" text,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by_id" integer,
	"delete_on" date
);
--> statement-breakpoint
CREATE TABLE "deal_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"tag" text NOT NULL,
	"has_email" boolean NOT NULL,
	"has_address" boolean NOT NULL,
	"status" text DEFAULT 'not_sent' NOT NULL,
	"sent_on" date,
	"opened_on" date,
	"window_ends_on" date,
	"unreachable" boolean DEFAULT false NOT NULL,
	"court_name" text,
	"court_ordered_on" date,
	"court_file_key" text,
	"court_file_name" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_clients_status" CHECK ("deal_clients"."status" in ('not_sent', 'sent', 'objected', 'consented', 'file_requested'))
);
--> statement-breakpoint
ALTER TABLE "client_notice_rules" ADD CONSTRAINT "client_notice_rules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_client_answers" ADD CONSTRAINT "deal_client_answers_client_id_deal_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."deal_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_client_lists" ADD CONSTRAINT "deal_client_lists_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_client_lists" ADD CONSTRAINT "deal_client_lists_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_clients" ADD CONSTRAINT "deal_clients_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_client_answers_client_idx" ON "deal_client_answers" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_clients_position_unique" ON "deal_clients" USING btree ("deal_id","position");