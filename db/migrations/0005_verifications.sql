CREATE TABLE "verification_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"verification_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"verification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"reason" text,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"source" text DEFAULT 'submission' NOT NULL,
	"source_id" integer,
	"status" text NOT NULL,
	"attested_at" timestamp with time zone,
	"id_expires_on" date,
	"bar_state" text,
	"bar_number" text,
	"bar_year_admitted" integer,
	"bar_name" text,
	"funds_amount" bigint,
	"reviewer_id" integer,
	"assigned_at" timestamp with time zone,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"expires_at" timestamp with time zone,
	"expiry_reminded_at" timestamp with time zone,
	"documents_deleted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_verification_idx" ON "verification_documents" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "verification_events_verification_idx" ON "verification_events" USING btree ("verification_id","created_at");--> statement-breakpoint
CREATE INDEX "verifications_user_idx" ON "verifications" USING btree ("user_id","level","status");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_open_unique" ON "verifications" USING btree ("user_id","level") WHERE status in ('submitted', 'in_review');--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_source_unique" ON "verifications" USING btree ("source","source_id","level") WHERE source_id is not null;--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "verifications_expiry_idx" ON "verifications" USING btree ("expires_at") WHERE status = 'approved' and expires_at is not null;