CREATE TYPE "public"."comment_hold_reason" AS ENUM('links', 'first_comment', 'all', 'banned_word', 'blocked_reader');--> statement-breakpoint
CREATE TYPE "public"."comment_moderation_mode" AS ENUM('publish', 'hold_links', 'hold_first', 'hold_all');--> statement-breakpoint
CREATE TYPE "public"."comment_report_reason" AS ENUM('illegal', 'hate', 'spam', 'personal_data', 'other');--> statement-breakpoint
CREATE TYPE "public"."comment_status" AS ENUM('published', 'held', 'hidden');--> statement-breakpoint
CREATE TABLE "comment_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"reader_id" text,
	"address_hash" text,
	"address_seen_at" timestamp with time zone,
	"until" timestamp with time zone,
	"reason" text,
	"comment_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "comment_moderation_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" "comment_moderation_mode" DEFAULT 'publish' NOT NULL,
	"banned_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "comment_moderation_settings_one_row" CHECK ("comment_moderation_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"reason" "comment_report_reason" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reader_id" text NOT NULL,
	"address_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "comment_reports_details_len" CHECK (char_length("comment_reports"."details") <= 500)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "status" "comment_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "held_reason" "comment_hold_reason";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "comment_blocks" ADD CONSTRAINT "comment_blocks_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_blocks" ADD CONSTRAINT "comment_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_moderation_settings" ADD CONSTRAINT "comment_moderation_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_blocks_until_idx" ON "comment_blocks" USING btree ("until");--> statement-breakpoint
CREATE INDEX "comment_blocks_address_seen_idx" ON "comment_blocks" USING btree ("address_seen_at") WHERE "comment_blocks"."address_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_comment_reader_idx" ON "comment_reports" USING btree ("comment_id","reader_id");--> statement-breakpoint
CREATE INDEX "comment_reports_open_idx" ON "comment_reports" USING btree ("comment_id") WHERE "comment_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "comment_reports_address_created_idx" ON "comment_reports" USING btree ("created_at") WHERE "comment_reports"."address_hash" is not null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_article_threads_idx" ON "comments" USING btree ("article_id","created_at","id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id") WHERE "comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_status_created_idx" ON "comments" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_reader_idx" ON "comments" USING btree ("reader_id","article_id") WHERE "comments"."reader_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_address_created_idx" ON "comments" USING btree ("created_at") WHERE "comments"."address_hash" is not null;--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "ip_address";