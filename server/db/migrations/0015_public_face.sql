CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "thumbnail_alt" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "thumbnail_credit" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "credit" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;