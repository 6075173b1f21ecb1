CREATE TABLE "onboarding_statuses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_statuses" ADD CONSTRAINT "onboarding_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;