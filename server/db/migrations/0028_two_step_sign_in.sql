CREATE TYPE "public"."two_step_requirement" AS ENUM('nobody', 'admins', 'staff');--> statement-breakpoint
CREATE TABLE "staff_sign_in_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"two_step_required" "two_step_requirement" DEFAULT 'nobody' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "staff_sign_in_settings_one_row" CHECK ("staff_sign_in_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "backup_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "used_backup_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_settings" ADD CONSTRAINT "staff_sign_in_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;