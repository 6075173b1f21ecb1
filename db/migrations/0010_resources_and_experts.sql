CREATE TABLE "expert_availability" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_availability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expert_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "expert_availability_weekday_check" CHECK ("expert_availability"."weekday" between 1 and 7),
	CONSTRAINT "expert_availability_minutes_check" CHECK (0 <= "expert_availability"."start_minute" and "expert_availability"."start_minute" < "expert_availability"."end_minute" and "expert_availability"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "expert_blocked_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_blocked_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expert_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "expert_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expert_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"topic" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"member_time_zone" text DEFAULT 'UTC' NOT NULL,
	"ics_uid" text NOT NULL,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_bookings_status_check" CHECK ("expert_bookings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "expert_bookings_length_check" CHECK ("expert_bookings"."ends_at" > "expert_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"specialities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"buyer_position" integer,
	"seller_position" integer,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_audience_check" CHECK ("resources"."audience" in ('buyer', 'seller', 'both')),
	CONSTRAINT "resources_positions_check" CHECK (("resources"."buyer_position" is not null) = ("resources"."audience" <> 'seller') and ("resources"."seller_position" is not null) = ("resources"."audience" <> 'buyer'))
);
--> statement-breakpoint
ALTER TABLE "expert_availability" ADD CONSTRAINT "expert_availability_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_blocked_days" ADD CONSTRAINT "expert_blocked_days_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_bookings" ADD CONSTRAINT "expert_bookings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_bookings" ADD CONSTRAINT "expert_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_availability_expert_idx" ON "expert_availability" USING btree ("expert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_blocked_days_expert_day_idx" ON "expert_blocked_days" USING btree ("expert_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_bookings_ics_uid_idx" ON "expert_bookings" USING btree ("ics_uid");--> statement-breakpoint
CREATE INDEX "expert_bookings_user_idx" ON "expert_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "expert_bookings_expert_idx" ON "expert_bookings" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "resources_buyer_order_idx" ON "resources" USING btree ("buyer_position");--> statement-breakpoint
CREATE INDEX "resources_seller_order_idx" ON "resources" USING btree ("seller_position");